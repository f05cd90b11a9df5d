import '../di/reflect'
import { type DependencyContainer, injectable, instanceCachingFactory, Lifecycle } from 'tsyringe'
import type { ServiceDefinition } from '../plugin/definePlugin'
import type { PluginContext } from '../plugin/PluginContext'

/** Registers one service definition as a per-kernel singleton. */
export function registerService(
  container: DependencyContainer,
  definition: ServiceDefinition,
  context: () => PluginContext,
): void {
  if ('factory' in definition) {
    const { factory } = definition
    container.register(definition.token, {
      useFactory: instanceCachingFactory(() => factory(context())),
    })
  } else if ('useClass' in definition) {
    // Records the class's `@inject(token)` parameters as its type info; no reflected metadata.
    injectable()(definition.useClass as new (...args: unknown[]) => unknown)
    container.register(
      definition.token,
      { useClass: definition.useClass as new (...args: unknown[]) => unknown },
      { lifecycle: Lifecycle.Singleton },
    )
  } else {
    container.register(definition.token, { useValue: definition.useValue })
  }
}
