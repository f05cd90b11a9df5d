import { ipLimitKey } from '@keyport/server/api/http/ipLimitKey.ts'
import { afterEach, describe, expect, test } from 'vitest'
import { startFakeApi } from './serverTestApi.ts'

// Order 20, finding 5: per-IP limits keyed on the full IPv6 address, and one host is usually
// given a whole /64 (2^64 addresses): it could take a fresh counter per request. Now an IPv6
// client counts as its /64, in the data API and the frame's auth service (one pipeline).
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
const hit = (url: string, ip: string) =>
  fetch(`${url}/v1/supported-chains?projectId=keyport-dev`, {
    headers: { 'x-forwarded-for': ip },
  }).then((response) => response.status)

describe('server: IPv6 rate limits per /64', () => {
  test('attack: rotating addresses inside one /64 does not buy fresh counters', async () => {
    const api = await startFakeApi({ rateLimit: 3, trustedProxies: ['127.0.0.1', '::1'] })
    cleanups.push(api.close)
    const statuses = []
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff:1:2:3',
      '2001:0db8:0001:0002::9',
    ])
      statuses.push(await hit(api.url, ip))
    expect(statuses).toEqual([200, 200, 200, 429])
    // Another /64 is another client.
    expect(await hit(api.url, '2001:db8:1:3::1')).toBe(200)
  })

  test('behavior: IPv4 (also IPv4-mapped) keeps its own address; IPv6 spellings of one /64 agree', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(ipLimitKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(ipLimitKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(ipLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64')
  })
})
