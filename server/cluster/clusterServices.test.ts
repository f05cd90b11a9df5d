import type { Service } from '@keyport/stack'
import { describe, expect, test } from 'vitest'
import { clusterServices } from './clusterServices.ts'

const binaries = {
  haproxy: '/usr/sbin/haproxy',
  postgresBin: '/usr/lib/postgresql/15/bin',
  redisServer: '/usr/bin/redis-server',
}
const frameSecrets = { secret: 'ab'.repeat(32), recoveryKey: '-----BEGIN PRIVATE KEY-----\nx\n' }
const plan = (env: NodeJS.ProcessEnv = {}) =>
  clusterServices({ env, binaries, frameSecrets, dir: '/data/cluster' })

const named = (services: Service[], name: string) => {
  const found = services.find((service) => service.name === name)
  expect(found, `no service ${name}`).toBeDefined()
  return found!
}
const ports = (service: Service) => (service.ports ?? []).map((port) => port.port)

describe('clusterServices', () => {
  const threeInstances = plan()
  test('behavior: three instances each of api, relay and frame on the usual port + 100 × i', () => {
    const { services, instances } = threeInstances
    expect(instances).toBe(3)
    expect(['api-1', 'api-2', 'api-3'].map((name) => ports(named(services, name)))).toEqual([
      [4100],
      [4200],
      [4300],
    ])
    expect(ports(named(services, 'relay-2'))).toEqual([4201])
    expect(ports(named(services, 'frame-3'))).toEqual([5474])
    expect(named(services, 'relay-1').healthUrl).toBe('http://127.0.0.1:4101/health')
    expect(named(services, 'frame-1').env.KEYPORT_FRAME_PORT).toBe('5274')
    for (const name of ['api', 'relay', 'frame'])
      expect(services.some((service) => service.name === name)).toBe(false)
  })

  test('behavior: HAProxy takes the usual ports and balances over every instance', () => {
    const { services, haproxyConfig, haproxyConfigFile } = threeInstances
    const haproxy = named(services, 'haproxy')
    expect(ports(haproxy)).toEqual([4000, 4001, 5174, 8404])
    expect(haproxy.args).toEqual(['-f', haproxyConfigFile, '-db'])
    expect(haproxyConfigFile).toBe('/data/cluster/haproxy.cfg')
    expect(haproxy.dependsOn).toEqual([
      ...['api-1', 'api-2', 'api-3', 'relay-1', 'relay-2', 'relay-3'],
      ...['frame-1', 'frame-2', 'frame-3'],
    ])
    expect(haproxyConfig).toContain('bind 127.0.0.1:4001')
    expect(haproxyConfig).toContain('server frame-3 127.0.0.1:5474 check')
  })

  test('behavior: each instance gets its database, Redis, the trusted balancer, JSON logs and the public URLs', () => {
    const { services } = threeInstances
    const api = named(services, 'api-2').env
    expect(api).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5433/keyport_api',
      REDIS_URL: 'redis://127.0.0.1:6380',
      KEYPORT_TRUSTED_PROXIES: '127.0.0.64',
      KEYPORT_LOG_FORMAT: 'json',
      KEYPORT_API_URL: 'http://127.0.0.1:4000',
    })
    const frame = named(services, 'frame-2').env
    expect(frame).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5433/keyport_frame',
      KEYPORT_FRAME_URL: 'http://127.0.0.1:5174',
      KEYPORT_API_URL: 'http://127.0.0.1:4000',
      KEYPORT_FRAME_SECRET: frameSecrets.secret,
      KEYPORT_FRAME_RECOVERY_KEY: frameSecrets.recoveryKey,
    })
    expect(named(services, 'relay-3').env).not.toHaveProperty('DATABASE_URL')
    expect(named(services, 'idp').env.REDIS_URL).toBe('redis://127.0.0.1:6380')
  })

  test('behavior: each instance runs its service under runInstance, which restarts it when it dies', () => {
    const { services } = threeInstances
    const api = named(services, 'api-1')
    expect(api.args[0]).toMatch(/server\/cluster\/runInstance\.ts$/)
    expect(api.args.slice(1).join(' ')).toMatch(
      /node_modules\/\.bin\/tsx .*server\/api\/start\.ts$/,
    )
  })

  test('behavior: every api instance may index (the advisory lock picks one; a standby takes over when it dies)', () => {
    const { services } = plan({ KEYPORT_INSTANCES: '4' })
    expect(
      ['api-1', 'api-2', 'api-3', 'api-4'].map((name) => named(services, name).env.KEYPORT_INDEXER),
    ).toEqual([undefined, undefined, undefined, undefined])
  })

  test('behavior: the stores start first and everything that waited for a scaled service waits for HAProxy', () => {
    const { services } = threeInstances
    expect(named(services, 'api-1').dependsOn).toEqual(['chains', 'postgres', 'redis'])
    expect(named(services, 'relay-1').dependsOn).toEqual(['redis'])
    expect(named(services, 'frame-1').dependsOn).toEqual([
      ...['mail', 'idp', 'chains'],
      ...['postgres', 'redis'],
    ])
    const sandbox = named(services, 'sandbox').dependsOn ?? []
    expect(sandbox).toContain('haproxy')
    expect(sandbox.filter((name) => ['api', 'relay', 'frame'].includes(name))).toEqual([])
    const postgres = named(services, 'postgres')
    expect(postgres.healthUrl).toBe('http://127.0.0.1:5533/health')
    expect(postgres.args).toEqual(
      expect.arrayContaining(['--dir', '/data/cluster/postgres', '--port', '5433']),
    )
    expect(postgres.args.join(' ')).toContain('--database keyport_api --database keyport_frame')
    expect(named(services, 'redis').args).toEqual(
      expect.arrayContaining(['--dir', '/data/cluster/redis', '--port', '6380']),
    )
  })

  test('behavior: KEYPORT_PORT_OFFSET shifts the balancer, the instances and the stores', () => {
    const { services } = plan({ KEYPORT_PORT_OFFSET: '5000', KEYPORT_INSTANCES: '1' })
    expect(ports(named(services, 'haproxy'))).toEqual([9000, 9001, 10174, 13404])
    expect(ports(named(services, 'api-1'))).toEqual([9100])
    expect(services.some((service) => service.name === 'api-2')).toBe(false)
    expect(ports(named(services, 'postgres'))).toEqual([10433, 10533])
    expect(named(services, 'frame-1').env.DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:10433/keyport_frame',
    )
  })

  test.each(['0', '17', '2.5', 'three', ' '])(
    'behavior: KEYPORT_INSTANCES=%j is refused with what to use',
    (value) => {
      expect(() => plan({ KEYPORT_INSTANCES: value })).toThrow(
        `KEYPORT_INSTANCES=${value} is not a number of instances; use a whole number from 1 to 16.`,
      )
    },
  )

  test('behavior: KEYPORT_INSTANCES=16 is the most', () => {
    expect(plan({ KEYPORT_INSTANCES: '16' }).instances).toBe(16)
  })
})
