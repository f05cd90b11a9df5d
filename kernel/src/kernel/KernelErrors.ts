import { type Token, tokenId } from '../di/createToken'
import { KeyportError } from '../errors/KeyportError'

export class KernelFrozenError extends KeyportError {
  override name = 'KernelFrozenError' as const
  constructor(pluginId: string) {
    super(`Cannot add plugin '${pluginId}': the kernel has started and its plugins are frozen.`, {
      details: 'Pass every plugin to createKernel({ plugins }) before start().',
      pluginId,
    })
  }
}

export class KernelNotStartedError extends KeyportError {
  override name = 'KernelNotStartedError' as const
  constructor(what: string) {
    super(`The kernel has not started, so '${what}' is not available yet.`, {
      details: 'Call kernel.start() first (createKeyport starts it for you).',
    })
  }
}

export class ServiceNotFoundError extends KeyportError {
  override name = 'ServiceNotFoundError' as const
  constructor(token: Token<unknown>) {
    super(`No service is registered for '${tokenId(token)}'.`, {
      details: 'Is the plugin that provides it installed and listed before the plugin that asks?',
    })
  }
}

export class ServiceDeclaredTwiceError extends KeyportError {
  override name = 'ServiceDeclaredTwiceError' as const
  constructor(token: Token<unknown>, first: string, second: string) {
    super(`Service '${tokenId(token)}' is provided by both '${first}' and '${second}'.`, {
      details: 'To replace a service in tests, pass it in createKernel({ overrides }).',
      pluginId: second,
    })
  }
}

export class ViewDeclaredTwiceError extends KeyportError {
  override name = 'ViewDeclaredTwiceError' as const
  constructor(view: string, first: string, second: string) {
    super(`View '${view}' is declared by both plugin '${first}' and plugin '${second}'.`, {
      pluginId: second,
    })
  }
}

export class PluginSetupError extends KeyportError {
  override name = 'PluginSetupError' as const
  constructor(pluginId: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`Plugin '${pluginId}' failed to set up: ${reason}`, { pluginId, cause })
  }
}

export class DataApiNotConfiguredError extends KeyportError {
  override name = 'DataApiNotConfiguredError' as const
  constructor() {
    super('No data API is configured.', {
      details:
        "Pass apiUrl (and projectId) to createKeyport, e.g. apiUrl: 'http://127.0.0.1:4000'.",
    })
  }
}

export class FrameNotConfiguredError extends KeyportError {
  override name = 'FrameNotConfiguredError' as const
  constructor() {
    super('No secure frame is configured.', {
      details:
        "Pass frameUrl (and projectId) to createKeyport, e.g. frameUrl: 'http://127.0.0.1:5174'.",
    })
  }
}
