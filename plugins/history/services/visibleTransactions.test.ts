import { describe, expect, test } from 'vitest'
import { fakeNftTransfer, fakeTransaction, fakeTransfer } from '../testing/fakeTransactions.ts'
import { visibleTransactions } from './visibleTransactions.ts'

describe('visibleTransactions', () => {
  test('behavior: keeps the active chain only and drops all-spam transactions, in order', () => {
    const send = fakeTransaction()
    const approve = fakeTransaction({ operationType: 'approve', transfers: [] })
    const spam = fakeTransaction({ operationType: 'receive', transfers: [fakeNftTransfer(true)] })
    const mixed = fakeTransaction({ transfers: [fakeNftTransfer(true), fakeTransfer()] })
    const onBase = fakeTransaction({ chain: 'eip155:8453' })
    expect(visibleTransactions([send, spam, onBase, approve, mixed], 'eip155:1')).toEqual([
      send,
      approve,
      mixed,
    ])
    expect(visibleTransactions([send, onBase], 'eip155:8453')).toEqual([onBase])
    expect(visibleTransactions([send], 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual([])
  })
})
