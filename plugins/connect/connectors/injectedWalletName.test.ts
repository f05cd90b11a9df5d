import { describe, expect, test } from 'vitest'
import { injectedWalletName } from './injectedWalletName.ts'

const request = async () => null

describe('injectedWalletName', () => {
  test.each([
    [{}, 'Browser Wallet'],
    [{ isMetaMask: true }, 'MetaMask'],
    [{ isMetaMask: true, isRabby: true }, 'Rabby Wallet'],
    [{ isMetaMask: true, isBraveWallet: true }, 'Brave Wallet'],
    [{ isCoinbaseWallet: true }, 'Coinbase Wallet'],
    [{ isMetaMask: 'yes' }, 'Browser Wallet'],
  ])('behavior: flags %j name the wallet %s', (flags, name) => {
    expect(injectedWalletName({ request, ...flags })).toBe(name)
  })
})
