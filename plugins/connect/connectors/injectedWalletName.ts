import type { Eip1193Provider } from './types.ts'

const knownFlags: [flag: string, name: string][] = [
  ['isRabby', 'Rabby Wallet'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isMetaMask', 'MetaMask'],
]

/**
 * A name for a legacy `window.ethereum` provider from the flags wallets set on it, else the
 * generic 'Browser Wallet' (which the Connect view hides on desktop, spec section 2). Rabby and
 * Brave also set `isMetaMask`, so they are checked first.
 *
 * @example
 * injectedWalletName({ isMetaMask: true, request }) // 'MetaMask'
 */
export function injectedWalletName(provider: Eip1193Provider): string {
  const flags = provider as unknown as Record<string, unknown>
  return knownFlags.find(([flag]) => flags[flag] === true)?.[1] ?? 'Browser Wallet'
}
