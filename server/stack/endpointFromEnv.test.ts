import { describe, expect, test } from 'vitest'
import { dataDirFromEnv, endpointFromEnv } from './endpointFromEnv.ts'

describe('endpointFromEnv', () => {
  test('behavior: uses the design defaults when nothing is set', () => {
    expect(endpointFromEnv({}, 'SANDBOX', 5173)).toEqual({
      host: '127.0.0.1',
      port: 5173,
      env: 'KEYPORT_SANDBOX_PORT',
      url: 'http://127.0.0.1:5173',
    })
  })

  test('behavior: a service host beats KEYPORT_HOST, and the port is overridable', () => {
    const env = { KEYPORT_HOST: '0.0.0.0', KEYPORT_API_HOST: 'localhost', KEYPORT_API_PORT: '4100' }
    expect(endpointFromEnv(env, 'API', 4000).url).toBe('http://localhost:4100')
    expect(endpointFromEnv(env, 'RELAY', 4001, 'ws').url).toBe('ws://0.0.0.0:4001')
  })

  test('behavior: brackets an IPv6 host in the URL', () => {
    expect(endpointFromEnv({ KEYPORT_HOST: '::1' }, 'API', 4000).url).toBe('http://[::1]:4000')
  })

  test('behavior: names the variable when the port is not a number', () => {
    expect(() => endpointFromEnv({ KEYPORT_API_PORT: 'abc' }, 'API', 4000)).toThrow(
      'KEYPORT_API_PORT=abc is not a port; use a whole number from 1 to 65535.',
    )
  })

  test('behavior: KEYPORT_PORT_OFFSET shifts default ports, not ports set one by one', () => {
    const env = { KEYPORT_PORT_OFFSET: '100', KEYPORT_API_PORT: '4000' }
    expect(endpointFromEnv(env, 'SANDBOX', 5173).port).toBe(5273)
    expect(endpointFromEnv(env, 'API', 4000).port).toBe(4000)
  })

  test('behavior: names KEYPORT_PORT_OFFSET when it is not a whole number', () => {
    expect(() => endpointFromEnv({ KEYPORT_PORT_OFFSET: '-5' }, 'API', 4000)).toThrow(
      'KEYPORT_PORT_OFFSET=-5 is not a port offset; use a whole number from 0 to 50000.',
    )
  })

  test('behavior: a stack moved by KEYPORT_PORT_OFFSET keeps its embedded databases apart', () => {
    expect(dataDirFromEnv({}, undefined, '.keyport/pgdata')).toBe('.keyport/pgdata')
    expect(dataDirFromEnv({ KEYPORT_PORT_OFFSET: '0' }, undefined, '.keyport/pgdata')).toBe(
      '.keyport/pgdata',
    )
    expect(dataDirFromEnv({ KEYPORT_PORT_OFFSET: '1000' }, undefined, '.keyport/pgdata')).toBe(
      '.keyport/pgdata-1000',
    )
    // A folder set by name wins, offset or not.
    expect(dataDirFromEnv({ KEYPORT_PORT_OFFSET: '1000' }, '/tmp/frame', '.keyport/pgdata')).toBe(
      '/tmp/frame',
    )
  })
})
