import { describe, expect, test } from 'vitest'
import { ipLimitKey } from './ipLimitKey.ts'

describe('ipLimitKey', () => {
  test('behavior: an IPv4 address is its own key, also when IPv4-mapped', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  test('behavior: every IPv6 address of one /64 shares a key, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2:0:0:0:9%eth0',
    ].map(ipLimitKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
  })

  test('behavior: neighbouring /64s get different keys', () => {
    expect(ipLimitKey('2001:db8:1:3::1')).not.toBe(ipLimitKey('2001:db8:1:2::1'))
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(ipLimitKey('fe80::1')).toBe('fe80:0:0:0::/64')
    expect(ipLimitKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
  })
})
