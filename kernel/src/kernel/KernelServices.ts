import type { Token } from '../di/createToken'
import type { ServiceDefinition } from '../plugin/definePlugin'
import type { PluginContext } from '../plugin/PluginContext'
import { ServiceDeclaredTwiceError, ServiceNotFoundError } from './KernelErrors'

type Entry = { owner: string; get(): unknown }

const noContext = (): PluginContext => {
  throw new Error('Kernel services are built without a plugin context.')
}

/**
 * One kernel's services, kept by token with who provided each, so clashes name both owners. A
 * factory runs on the first resolve and its result is kept (one instance per kernel); a factory
 * that throws runs again on the next resolve. A keyed store, not a container: see
 * docs/decisions/0009-services-are-a-keyed-store.md.
 */
export class KernelServices {
  private readonly entries = new Map<symbol, Entry>()

  provide(owner: string, definition: ServiceDefinition, context: () => PluginContext = noContext) {
    const first = this.entries.get(definition.token)
    if (first) throw new ServiceDeclaredTwiceError(definition.token, first.owner, owner)
    this.entries.set(definition.token, entryFor(owner, definition, context))
  }

  override(definition: ServiceDefinition, context: () => PluginContext) {
    this.entries.set(definition.token, entryFor('override', definition, context))
  }

  resolve<T>(token: Token<T>): T {
    const entry = this.entries.get(token)
    if (!entry) throw new ServiceNotFoundError(token)
    return entry.get() as T
  }
}

function entryFor(
  owner: string,
  definition: ServiceDefinition,
  context: () => PluginContext,
): Entry {
  if ('useValue' in definition) return { owner, get: () => definition.useValue }
  const { factory } = definition
  let instance: { value: unknown } | undefined
  return {
    owner,
    get: () => {
      instance ??= { value: factory(context()) }
      return instance.value
    },
  }
}
