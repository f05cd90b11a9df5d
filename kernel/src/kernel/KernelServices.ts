import '../di/reflect'
import { instanceCachingFactory, container as rootContainer } from 'tsyringe'
import type { Token } from '../di/createToken'
import type { ServiceDefinition } from '../plugin/definePlugin'
import type { PluginContext } from '../plugin/PluginContext'
import { ServiceDeclaredTwiceError, ServiceNotFoundError } from './KernelErrors'

const noContext = (): PluginContext => {
  throw new Error('Kernel services are built without a plugin context.')
}

/**
 * One kernel's services: a tsyringe container of its own, used as a keyed store (see
 * docs/decisions/0009-tsyringe-is-a-keyed-store.md), with who provided each token so clashes
 * name both owners. A factory runs on the first resolve and its result is kept (one instance per
 * kernel); a factory that throws runs again on the next resolve.
 */
export class KernelServices {
  private readonly owners = new Map<symbol, string>()
  private readonly container = rootContainer.createChildContainer()

  provide(owner: string, definition: ServiceDefinition, context: () => PluginContext = noContext) {
    const first = this.owners.get(definition.token)
    if (first !== undefined) throw new ServiceDeclaredTwiceError(definition.token, first, owner)
    this.owners.set(definition.token, owner)
    this.register(definition, context)
  }

  override(definition: ServiceDefinition, context: () => PluginContext) {
    this.owners.set(definition.token, 'override')
    this.register(definition, context)
  }

  resolve<T>(token: Token<T>): T {
    // Only this kernel's own registrations: another kernel's services never leak in.
    if (!this.container.isRegistered(token, false)) throw new ServiceNotFoundError(token)
    return this.container.resolve(token)
  }

  private register(definition: ServiceDefinition, context: () => PluginContext) {
    if ('useValue' in definition) {
      this.container.register(definition.token, { useValue: definition.useValue })
      return
    }
    const { factory } = definition
    this.container.register(definition.token, {
      useFactory: instanceCachingFactory(() => factory(context())),
    })
  }
}
