import { describe, expect, test } from 'vitest'
import { relayConfigFromEnv } from './relayConfigFromEnv.ts'
import { defaultRelayLimits } from './relayLimits.ts'

describe('relayConfigFromEnv', () => {
  test('behavior: without settings, the defaults, and JWTs for the listening URL or the stack’s relay URL', () => {
    const config = relayConfigFromEnv({ KEYPORT_RELAY_PORT: '4101', KEYPORT_PORT_OFFSET: '10' })
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4101, limits: defaultRelayLimits })
    // Under start:cluster an instance listens on 4101 and the balancer on 4001 (+ offset).
    expect(config.audience('ws://127.0.0.1:4101')).toEqual([
      'ws://127.0.0.1:4101',
      'ws://127.0.0.1:4011',
    ])
  })

  test('behavior: quotas, the TTL cap and the audience come from their variables', () => {
    const config = relayConfigFromEnv({
      KEYPORT_RELAY_MAX_TTL_SECONDS: '86400',
      KEYPORT_RELAY_MAX_MESSAGES_PER_CLIENT: '50',
      KEYPORT_RELAY_MAX_BYTES_PER_CLIENT: '100000',
      KEYPORT_RELAY_MAX_MESSAGES_PER_IP: '200',
      KEYPORT_RELAY_MAX_BYTES_PER_IP: '400000',
      KEYPORT_RELAY_FRAMES_PER_SECOND: '50',
      KEYPORT_RELAY_AUDIENCE: 'wss://relay.example.com, wss://relay2.example.com',
    })
    expect(config.limits).toMatchObject({
      maxTtlSeconds: 86_400,
      maxStoredMessagesPerClient: 50,
      maxStoredBytesPerClient: 100_000,
      maxStoredMessagesPerIp: 200,
      maxStoredBytesPerIp: 400_000,
      framesPerSecond: 50,
      frameBurst: 100,
    })
    expect(config.audience('ws://0.0.0.0:4001')).toEqual([
      'wss://relay.example.com',
      'wss://relay2.example.com',
    ])
  })

  test('behavior: a malformed number throws, naming the variable', () => {
    expect(() => relayConfigFromEnv({ KEYPORT_RELAY_MAX_MESSAGES_PER_IP: '1e3' })).toThrow(
      'KEYPORT_RELAY_MAX_MESSAGES_PER_IP must be a whole number above 0',
    )
  })
})
