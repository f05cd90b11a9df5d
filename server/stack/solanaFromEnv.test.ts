import { describe, expect, test } from 'vitest'
import { solanaFromEnv } from './solanaFromEnv.ts'

describe('solanaFromEnv', () => {
  test('behavior: 8899 and 8900 on 127.0.0.1, a 400 ms slot, mainnet, shifted by KEYPORT_PORT_OFFSET', () => {
    expect(solanaFromEnv({})).toMatchObject({
      rpc: { url: 'http://127.0.0.1:8899' },
      ws: { url: 'ws://127.0.0.1:8900' },
      slotIntervalMs: 400,
      cluster: 'mainnet',
      external: undefined,
    })
    expect(solanaFromEnv({ KEYPORT_PORT_OFFSET: '5000' }).ws.url).toBe('ws://127.0.0.1:13900')
  })

  test('behavior: KEYPORT_SOLANA_RPC_URL names a real RPC; its WebSocket is the next port unless set', () => {
    expect(solanaFromEnv({ KEYPORT_SOLANA_RPC_URL: 'http://10.0.0.5:8899' }).external).toEqual({
      rpcUrl: 'http://10.0.0.5:8899',
      wsUrl: 'ws://10.0.0.5:8900/',
    })
    const both = solanaFromEnv({
      KEYPORT_SOLANA_RPC_URL: 'https://rpc.example',
      KEYPORT_SOLANA_WS_URL: 'wss://ws.example',
    })
    expect(both.external).toEqual({ rpcUrl: 'https://rpc.example', wsUrl: 'wss://ws.example' })
  })

  test.each([
    [{ KEYPORT_SOLANA_SLOT_MS: 'fast' }, /KEYPORT_SOLANA_SLOT_MS=fast is not a slot time/],
    [{ KEYPORT_SOLANA_CLUSTER: 'localnet' }, /use mainnet, devnet or testnet/],
    [{ KEYPORT_SOLANA_RPC_URL: 'ftp://rpc' }, /is not an http\(s\) URL/],
    [
      { KEYPORT_SOLANA_RPC_URL: 'http://rpc', KEYPORT_SOLANA_WS_URL: 'http://rpc' },
      /is not a ws\(s\) URL/,
    ],
  ])('behavior: %j is refused with a message that says what to set', (env, message) => {
    expect(() => solanaFromEnv(env)).toThrow(message)
  })
})
