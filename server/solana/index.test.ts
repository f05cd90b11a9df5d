import { describe, expect, test } from 'vitest'
import * as solana from './index.ts'

describe('server/solana', () => {
  test('behavior: exports a deliberate, small surface', () => {
    expect(Object.keys(solana).sort()).toEqual([
      'SolanaLedger',
      'solanaClusters',
      'solanaDevAccounts',
      'solanaDevGrant',
      'solanaUsdcDecimals',
      'solanaUsdcMint',
      'startSolanaChain',
    ])
  })
})
