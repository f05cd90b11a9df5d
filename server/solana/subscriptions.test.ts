import { beforeAll, describe, expect, test } from 'vitest'
import { SolanaLedger } from './SolanaLedger.ts'
import { createSubscriptions, maxSubscriptionsPerConnection } from './subscriptions.ts'

let ledger: SolanaLedger
beforeAll(async () => {
  ledger = await SolanaLedger.create()
})

function connect() {
  const sent: {
    id?: number
    result?: unknown
    error?: { code: number; message: string }
    method?: string
    params?: { subscription: number; result: unknown }
  }[] = []
  const connection = createSubscriptions(ledger, (text) => sent.push(JSON.parse(text)))
  const request = (method: string, params?: unknown[]) => {
    connection.receive(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
    return sent.at(-1)!
  }
  return { sent, connection, request }
}

describe('createSubscriptions', () => {
  test.each([
    ['accountSubscribe', ['not an address']],
    ['accountSubscribe', []],
    ['accountSubscribe', ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', { encoding: 'hex' }]],
    ['signatureSubscribe', ['short']],
    ['signatureSubscribe', ['1'.repeat(64), { commitment: 'eventually' }]],
    ['slotSubscribe', ['extra']],
    [
      'accountSubscribe',
      ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', { encoding: 'base64+zstd' }],
    ],
    ['slotUnsubscribe', ['one']],
    ['slotUnsubscribe', [123456]],
  ])('behavior: %s with %j answers -32602', (method, params) => {
    expect(connect().request(method, params).error?.code).toBe(-32602)
  })

  test('behavior: garbage answers a parse error or an invalid request, and unknown methods -32601', () => {
    const { connection, sent, request } = connect()
    connection.receive('{not json')
    expect(sent.at(-1)?.error?.code).toBe(-32700)
    connection.receive(JSON.stringify({ method: 'slotSubscribe' }))
    expect(sent.at(-1)?.error?.code).toBe(-32600)
    expect(request('blockSubscribe', []).error?.code).toBe(-32601)
    expect(request('hasOwnProperty', []).error?.code).toBe(-32601)
  })

  test('behavior: slotSubscribe notifies each closed slot until slotUnsubscribe', () => {
    const { sent, request } = connect()
    const id = request('slotSubscribe').result as number
    ledger.advanceSlot()
    const note = sent.at(-1)
    expect(note).toMatchObject({ method: 'slotNotification', params: { subscription: id } })
    expect(note?.params?.result).toMatchObject({ slot: ledger.slot('processed') })
    expect(request('slotUnsubscribe', [id]).result).toBe(true)
    const count = sent.length
    ledger.advanceSlot()
    expect(sent.length).toBe(count)
  })

  test('behavior: closing the connection ends its subscriptions', () => {
    const { sent, request, connection } = connect()
    request('slotSubscribe')
    connection.close()
    const count = sent.length
    ledger.advanceSlot()
    expect(sent.length).toBe(count)
  })

  test('behavior: one connection holds at most 1000 subscriptions; more answer an error', () => {
    const { request } = connect()
    for (let i = 0; i < maxSubscriptionsPerConnection; i++) {
      expect(request('slotSubscribe').result).toBeTypeOf('number')
    }
    expect(request('slotSubscribe').error?.message).toMatch(/Too many subscriptions/)
  })
})
