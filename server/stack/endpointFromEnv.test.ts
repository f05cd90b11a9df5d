import { describe, expect, test } from 'vitest'
import { endpointFromEnv } from './endpointFromEnv.ts'

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
})
