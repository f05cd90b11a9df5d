import { describe, expect, test } from 'vitest'
import { createRelayAudience } from './createRelayAudience.ts'

describe('createRelayAudience', () => {
  test('behavior: matches scheme, host and port; path, query and a trailing slash do not count', () => {
    const audience = createRelayAudience(['wss://relay.example.com'])
    expect(audience.accepts('wss://relay.example.com')).toBe(true)
    expect(audience.accepts('wss://Relay.Example.com:443/?projectId=1')).toBe(true)
    expect(audience.accepts('https://relay.example.com')).toBe(true)
    expect(audience.accepts('ws://relay.example.com')).toBe(false)
    expect(audience.accepts('wss://relay.example.com:8443')).toBe(false)
    expect(audience.accepts('wss://relay.walletconnect.org')).toBe(false)
  })

  test('behavior: loopback names are one host; a wildcard host accepts any host on its port', () => {
    const local = createRelayAudience(['ws://127.0.0.1:4001'])
    expect(local.accepts('ws://localhost:4001')).toBe(true)
    expect(local.accepts('ws://[::1]:4001')).toBe(true)
    expect(local.accepts('ws://127.0.0.1:4002')).toBe(false)
    const any = createRelayAudience(['ws://0.0.0.0:4001'])
    expect(any.accepts('ws://relay.lan:4001')).toBe(true)
    expect(any.accepts('ws://relay.lan:4002')).toBe(false)
  })

  test('behavior: a missing or non-URL aud is refused; a bad configured URL throws, naming it', () => {
    const audience = createRelayAudience(['ws://127.0.0.1:4001'])
    for (const aud of [undefined, null, 42, '', 'relay', 'ftp://127.0.0.1:4001'])
      expect(audience.accepts(aud)).toBe(false)
    expect(() => createRelayAudience(['relay.example.com'])).toThrow(
      "Relay audience 'relay.example.com' is not a ws://, wss://, http:// or https:// URL",
    )
  })
})
