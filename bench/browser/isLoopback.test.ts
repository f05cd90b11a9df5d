import { describe, expect, test } from 'vitest'
import { isLoopback, isNetworkUrl } from './isLoopback'

describe('isLoopback', () => {
  test.each([
    ['http://127.0.0.1:5173/', true],
    ['ws://127.8.9.10/', true],
    ['http://localhost/', true],
    ['http://[::1]:4000/', true],
    ['https://rpc.walletconnect.org/v1', false],
    ['http://127.0.0.1.example.org/', false],
    ['http://10.0.0.1/', false],
  ])('behavior: %s → %s', (url, expected) => {
    expect(isLoopback(url)).toBe(expected)
  })
})

describe('isNetworkUrl', () => {
  test('behavior: only http(s) and ws(s) go over the network', () => {
    expect(
      ['https://a.b/', 'wss://a.b/', 'data:,x', 'blob:http://a/1', 'about:blank'].map(isNetworkUrl),
    ).toEqual([true, true, false, false, false])
  })
})
