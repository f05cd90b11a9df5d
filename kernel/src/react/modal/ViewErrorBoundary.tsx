import { Component, type ReactNode } from 'react'
import { KeyportError } from '../../errors/KeyportError'

type Props = {
  children: ReactNode
  title: string
  retryLabel: string
  onRetry: () => void
  onError?: (error: unknown) => void
}

/** Contains a view's failure (a failed chunk load or a render error) to that view. */
export class ViewErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const message =
      error instanceof KeyportError
        ? error.shortMessage
        : error instanceof Error
          ? error.message
          : String(error)
    return (
      <div className="kp-stack kp-view-error" role="alert">
        <p className="kp-text kp-text--strong">{this.props.title}</p>
        <p className="kp-text kp-text--muted">{message}</p>
        <button
          type="button"
          className="kp-button"
          onClick={() => {
            this.props.onRetry()
            this.setState({ error: undefined })
          }}
        >
          {this.props.retryLabel}
        </button>
      </div>
    )
  }
}
