import { describe, expect, test } from 'vitest'
import { fakeNftTransfer, fakeTransfer } from '../testing/fakeTransactions.ts'
import { isSpamTransaction } from './isSpamTransaction.ts'

describe('isSpamTransaction', () => {
  test.each([
    ['one spam NFT', [fakeNftTransfer(true)], true],
    ['only spam NFTs', [fakeNftTransfer(true), fakeNftTransfer(true)], true],
    ['a spam NFT beside a coin transfer', [fakeNftTransfer(true), fakeTransfer()], false],
    ['a spam NFT beside a clean NFT', [fakeNftTransfer(true), fakeNftTransfer(false)], false],
    ['a clean NFT', [fakeNftTransfer(false)], false],
    ['a coin transfer', [fakeTransfer()], false],
    // An approval or a reverted call moves nothing; it is real activity, not spam.
    ['no transfers at all', [], false],
  ])('behavior: %s is spam: %s', (_name, transfers, expected) => {
    expect(isSpamTransaction({ transfers })).toBe(expected)
  })
})
