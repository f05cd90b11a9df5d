import { describe, expect, test } from 'vitest'
import { chainsFromEnv } from './chainsFromEnv.ts'

describe('chainsFromEnv', () => {
  test('behavior: defaults to 8545, 8546 and status 8549 on 127.0.0.1', () => {
    const config = chainsFromEnv({})
    expect(config.ports).toEqual({ 1: 8545, 8453: 8546 })
    expect(config.rpcUrls).toEqual({ 1: 'http://127.0.0.1:8545', 8453: 'http://127.0.0.1:8546' })
    expect(config.status.url).toBe('http://127.0.0.1:8549')
  })

  test('behavior: follows KEYPORT_HOST and the per-chain port variables', () => {
    const config = chainsFromEnv({
      KEYPORT_HOST: 'localhost',
      KEYPORT_CHAIN1_PORT: '9545',
      KEYPORT_CHAIN8453_PORT: '9546',
      KEYPORT_CHAIN_STATUS_PORT: '9549',
    })
    expect(config.host).toBe('localhost')
    expect(config.rpcUrls[8453]).toBe('http://localhost:9546')
    expect(config.endpoints.map((e) => e.env)).toEqual([
      'KEYPORT_CHAIN1_PORT',
      'KEYPORT_CHAIN8453_PORT',
    ])
    expect(config.status.port).toBe(9549)
  })

  test('behavior: rejects a port that is not a number, naming the variable', () => {
    expect(() => chainsFromEnv({ KEYPORT_CHAIN1_PORT: 'abc' })).toThrow(/KEYPORT_CHAIN1_PORT=abc/)
  })
})
