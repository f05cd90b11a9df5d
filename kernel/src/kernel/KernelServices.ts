import type { DependencyContainer } from 'tsyringe'
import type { Token } from '../di/createToken'
import type { ServiceDefinition } from '../plugin/definePlugin'
import type { PluginContext } from '../plugin/PluginContext'
import { ServiceDeclaredTwiceError, ServiceNotFoundError } from './KernelErrors'
import { registerService } from './registerService'

const noContext = (): PluginContext => {
  throw new Error('Kernel services are built without a plugin context.')
}

/** The kernel container's registrations, with who provided each, so clashes name both owners. */
export class KernelServices {
  private readonly owners = new Map<symbol, string>()

  constructor(private readonly container: DependencyContainer) {}

  provide(owner: string, definition: ServiceDefinition, context: () => PluginContext = noContext) {
    const first = this.owners.get(definition.token)
    if (first !== undefined) throw new ServiceDeclaredTwiceError(definition.token, first, owner)
    this.owners.set(definition.token, owner)
    registerService(this.container, definition, context)
  }

  override(definition: ServiceDefinition, context: () => PluginContext) {
    this.owners.set(definition.token, 'override')
    registerService(this.container, definition, context)
  }

  resolve<T>(token: Token<T>, from: DependencyContainer = this.container): T {
    if (!from.isRegistered(token, true)) throw new ServiceNotFoundError(token)
    return from.resolve(token)
  }
}
