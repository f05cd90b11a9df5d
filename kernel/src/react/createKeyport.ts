import { createKernel, type Kernel } from '../kernel/createKernel'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import type { Plugin } from '../plugin/definePlugin'

export type CreateKeyportParameters = KeyportOptions & {
  /** The features to install, e.g. `[connectPlugin(), swapPlugin()]`. @default [] */
  plugins?: readonly Plugin[]
}

/**
 * Creates and starts Keyport for a host app. Bad plugins or options throw here, at start.
 *
 * @example
 * const keyport = createKeyport({ projectId: 'keyport-dev', plugins: [connectPlugin()] })
 * root.render(<KeyportProvider keyport={keyport}><ConnectButton /></KeyportProvider>)
 */
export function createKeyport({ plugins = [], ...options }: CreateKeyportParameters = {}): Kernel {
  return createKernel({ plugins, options }).start()
}
