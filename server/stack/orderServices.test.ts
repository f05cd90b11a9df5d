import { describe, expect, test } from 'vitest'
import { orderServices } from './orderServices.ts'
import type { Service } from './Service.ts'

const service = (name: string, dependsOn?: string[]): Service => ({
  name,
  url: `http://127.0.0.1/${name}`,
  command: 'true',
  args: [],
  cwd: '.',
  env: {},
  dependsOn,
})

const names = (services: Service[]) => services.map((s) => s.name)

describe('orderServices', () => {
  test('behavior: starts dependencies first and keeps list order otherwise', () => {
    const ordered = orderServices([
      service('api', ['chains']),
      service('sandbox'),
      service('frame', ['api', 'mail']),
      service('chains'),
      service('mail'),
    ])
    expect(names(ordered)).toEqual(['chains', 'api', 'sandbox', 'mail', 'frame'])
  })

  test('behavior: names an unknown dependency and the known services', () => {
    expect(() => orderServices([service('api', ['chain']), service('chains')])).toThrow(
      'Service "api" depends on unknown service "chain" (known: api, chains).',
    )
  })

  test('behavior: names the services in a cycle', () => {
    expect(() => orderServices([service('a', ['b']), service('b', ['a'])])).toThrow(
      'cycle: a -> b -> a',
    )
  })

  test('behavior: rejects duplicate names', () => {
    expect(() => orderServices([service('a'), service('a')])).toThrow('Two services are named "a"')
  })
})
