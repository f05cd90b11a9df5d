import { createI18n } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { historyMessagesEn } from '../messages.en.ts'
import { fakeNftTransfer, fakeTransaction, fakeTransfer } from '../testing/fakeTransactions.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'

const i18n = createI18n({ messages: { en: historyMessagesEn } })
const usdc = { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } }

describe('summarizeTransaction', () => {
  test('behavior: a send shows what went out, with at most 4 decimals', () => {
    const sent = fakeTransaction({
      transfers: [fakeTransfer({ quantity: { numeric: '0.123456', int: '0', decimals: 18 } })],
    })
    expect(summarizeTransaction(sent, i18n)).toEqual({
      title: 'Sent',
      detail: '−0.1235 ETH',
      failed: false,
      direction: 'out',
    })
  })

  test('behavior: a swap shows both sides in transfer order', () => {
    const trade = fakeTransaction({
      operationType: 'trade',
      transfers: [
        fakeTransfer({ quantity: { numeric: '1', int: '0', decimals: 18 } }),
        fakeTransfer({
          direction: 'in',
          fungible_info: usdc,
          quantity: { numeric: '2990.5', int: '0', decimals: 6 },
        }),
      ],
    })
    expect(summarizeTransaction(trade, i18n)).toMatchObject({
      title: 'Swapped',
      detail: '−1 ETH · +2,990.5 USDC',
      direction: 'both',
    })
  })

  test('behavior: an NFT shows its name; a self-transfer has no sign', () => {
    const nft = fakeTransaction({ operationType: 'receive', transfers: [fakeNftTransfer(false)] })
    expect(summarizeTransaction(nft, i18n).detail).toBe('+1 Free Mint #1')
    const self = fakeTransaction({ transfers: [fakeTransfer({ direction: 'self' })] })
    expect(summarizeTransaction(self, i18n).detail).toBe('0.25 ETH')
  })

  test('behavior: nothing moved shows the other side; a failure says so', () => {
    const approve = fakeTransaction({ operationType: 'approve', transfers: [], status: 'failed' })
    expect(summarizeTransaction(approve, i18n)).toEqual({
      title: 'Approved',
      detail: 'To 0x3c44…93bc',
      failed: true,
      direction: 'none',
    })
    const received = fakeTransaction({ operationType: 'receive', transfers: [] })
    expect(summarizeTransaction(received, i18n).detail).toBe('From 0x7099…79c8')
  })
})
