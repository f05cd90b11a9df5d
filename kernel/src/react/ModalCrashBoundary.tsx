import { Component, type ReactNode } from 'react'
import type { Kernel } from '../kernel/createKernel'

type Props = { kernel: Kernel; children: ReactNode }

/**
 * Keeps a failure inside the modal from unmounting the host app: the error is logged, the modal
 * closes, and the next open starts clean.
 */
export class ModalCrashBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.kernel.logger.error('the modal failed and was closed', error)
    this.props.kernel.modal.close({ force: true })
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
