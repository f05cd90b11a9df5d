import { describe, expect, test } from 'vitest'
import { ipBudgetKey } from './guessBudget.ts'

describe('ipBudgetKey', () => {
  test('behavior: IPv4 counts per address, also when IPv4-mapped', () => {
    expect(ipBudgetKey('203.0.113.7')).toBe('ip:203.0.113.7')
    expect(ipBudgetKey('::ffff:203.0.113.7')).toBe('ip:203.0.113.7')
  })

  test('behavior: IPv6 counts per /64, however the address is written', () => {
    expect(ipBudgetKey('2001:db8:0:0:1:2:3:4')).toBe('ip:2001:db8:0:0::/64')
    expect(ipBudgetKey('2001:db8::5')).toBe('ip:2001:db8:0:0::/64')
    expect(ipBudgetKey('2001:DB8:0000:0001::')).toBe('ip:2001:db8:0:1::/64')
    expect(ipBudgetKey('::1')).toBe('ip:0:0:0:0::/64')
  })
})
