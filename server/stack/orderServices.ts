import type { Service } from './Service.ts'
import { StackError } from './StackError.ts'

/**
 * Sorts services so each comes after everything in its `dependsOn`; otherwise keeps list order.
 *
 * @example
 * orderServices([{ name: 'api', dependsOn: ['chains'], ... }, { name: 'chains', ... }])
 * // [chains, api]
 */
export function orderServices(services: readonly Service[]): Service[] {
  const byName = new Map<string, Service>()
  for (const service of services) {
    if (byName.has(service.name)) {
      throw new StackError(`Two services are named "${service.name}"; give each a unique name.`)
    }
    byName.set(service.name, service)
  }
  const ordered: Service[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (service: Service, path: string[]): void => {
    const seen = state.get(service.name)
    if (seen === 'done') return
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(service.name)), service.name].join(' -> ')
      throw new StackError(`Services depend on each other in a cycle: ${cycle}; break it.`)
    }
    state.set(service.name, 'visiting')
    for (const dependency of service.dependsOn ?? []) {
      const target = byName.get(dependency)
      if (!target) {
        const known = [...byName.keys()].join(', ')
        throw new StackError(
          `Service "${service.name}" depends on unknown service "${dependency}" (known: ${known}).`,
        )
      }
      visit(target, [...path, service.name])
    }
    state.set(service.name, 'done')
    ordered.push(service)
  }
  for (const service of services) visit(service, [])
  return ordered
}
