import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { clientIp, parseTrustedProxies } from './clientIp.ts'

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage

describe('clientIp', () => {
  test('behavior: without trusted proxies the peer is the client, whatever the header says', () => {
    expect(clientIp(request('::ffff:192.0.2.7', '203.0.113.9'))).toBe('192.0.2.7')
  })

  test('behavior: behind trusted proxies the right-most untrusted hop is the client', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, ::1')
    expect(clientIp(request('::1', '203.0.113.9, 198.51.100.4, 10.1.2.3'), trusted)).toBe(
      '198.51.100.4',
    )
    // An untrusted peer's header is ignored; garbage in the header stops the walk.
    expect(clientIp(request('192.0.2.7', '203.0.113.9'), trusted)).toBe('192.0.2.7')
    expect(clientIp(request('10.0.0.1', 'junk, 10.0.0.2'), trusted)).toBe('10.0.0.2')
    expect(clientIp(request('10.0.0.1'), trusted)).toBe('10.0.0.1')
  })
})

describe('parseTrustedProxies', () => {
  test('behavior: an entry that is not an address or CIDR range is refused with a reason', () => {
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(
      "Trusted proxy 'proxy.internal' is not an IP address or CIDR range (e.g. 10.0.0.0/8).",
    )
  })
})
