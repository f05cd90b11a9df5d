import { describe, expect, test, vi } from 'vitest'
import { keyportStateFromCookie } from './keyportStateFromCookie'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const value = (json: unknown) => encodeURIComponent(JSON.stringify(json))
const good = { v: 1, namespace: 'eip155', address, caipNetworkId: 'eip155:1' }
const cookie = (json: unknown) => `a=b; keyport.connection=${value(json)}`

describe('keyportStateFromCookie', () => {
  test('behavior: reads the connection from a Cookie header among other cookies', () => {
    expect(keyportStateFromCookie(`${cookie(good)}; c=d`)).toEqual({
      connection: { namespace: 'eip155', address, caipNetworkId: 'eip155:1' },
    })
  })

  test('behavior: no header, an empty one, or none of its cookies gives undefined', () => {
    for (const header of [
      null,
      undefined,
      '',
      'a=b; c=d',
      'keyport.connection',
      'keyport.connection=',
    ])
      expect(keyportStateFromCookie(header)).toBeUndefined()
  })

  test('behavior: the first cookie of the name wins (a browser sends the most specific Path first)', () => {
    const other = { ...good, caipNetworkId: 'eip155:8453' }
    const header = `keyport.connection=${value(good)}; keyport.connection=${value(other)}`
    expect(keyportStateFromCookie(header)?.connection?.caipNetworkId).toBe('eip155:1')
  })

  test('attack: a tampered cookie gives undefined, never a throw', () => {
    const tampered = [
      'keyport.connection=%7Bnot-json',
      'keyport.connection=%E0%A4%A',
      `keyport.connection=${value('a string')}`,
      `keyport.connection=${value(null)}`,
      `keyport.connection=${value([good])}`,
      cookie({ ...good, v: 2 }),
      cookie({ ...good, v: undefined }),
      cookie({ ...good, namespace: 'cosmos' }),
      cookie({ ...good, address: '0x1234' }),
      cookie({ ...good, address: `${address}<script>` }),
      cookie({ ...good, address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' }),
      cookie({ ...good, caipNetworkId: 'eip155:0' }),
      cookie({ ...good, caipNetworkId: 'eip155:1" onload="x' }),
      cookie({ ...good, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      cookie({ ...good, connectorId: 'io.wallet\u0000\n' }),
      cookie({ ...good, connectorId: 42 }),
      cookie({ ...good, namespace: 'solana' }),
    ]
    for (const header of tampered) expect(keyportStateFromCookie(header), header).toBeUndefined()
  })

  test('attack: an oversized cookie is not parsed at all', () => {
    const parse = vi.spyOn(JSON, 'parse')
    const padded = { ...good, connectorId: 'w'.repeat(600) }
    expect(keyportStateFromCookie(cookie(padded))).toBeUndefined()
    expect(keyportStateFromCookie(`keyport.connection=${'%7B'.repeat(100_000)}`)).toBeUndefined()
    expect(parse).not.toHaveBeenCalled()
  })

  test('attack: fields beyond the schema and prototype keys do not reach the state', () => {
    const extra = `keyport.connection=${encodeURIComponent(
      `{"v":1,"namespace":"eip155","address":"${address}","caipNetworkId":"eip155:1","token":"secret","__proto__":{"admin":true}}`,
    )}`
    const state = keyportStateFromCookie(extra)
    expect(state).toEqual({
      connection: { namespace: 'eip155', address, caipNetworkId: 'eip155:1' },
    })
    expect(Object.keys(state?.connection ?? {})).toEqual(['namespace', 'address', 'caipNetworkId'])
    expect(({} as { admin?: boolean }).admin).toBeUndefined()
  })

  test('behavior: a Solana account on a Solana network, with its connector', () => {
    const solana = {
      v: 1,
      namespace: 'solana',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      connectorId: 'walletStandard:phantom',
    }
    const { v: _, ...connection } = solana
    expect(keyportStateFromCookie(cookie(solana))).toEqual({ connection })
  })
})
