import { expect, test } from 'vitest'
import * as entry from './index.ts'
import * as playwright from './playwright.ts'

test('behavior: the public surface grows only on purpose', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'TestWalletRpcError',
    'announceProvider',
    'anvilAccount0Key',
    'anvilMnemonic',
    'createSolanaTestWallet',
    'createTestWallet',
    'defaultIcon',
    'localApiChains',
    'localSolanaChains',
    'registerStandardWallet',
    'solanaAccount0Key',
    'solanaDevKey',
  ])
  expect(Object.keys(playwright).sort()).toEqual(['installTestWallet'])
})
