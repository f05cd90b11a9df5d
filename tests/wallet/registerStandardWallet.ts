import type { Wallet } from '@wallet-standard/base'

type Register = (...wallets: Wallet[]) => () => void

/**
 * Registers a Wallet Standard wallet the way wallet extensions do: dispatches
 * `wallet-standard:register-wallet` for an app already listening, and answers every later
 * `wallet-standard:app-ready` for an app that loads after the wallet.
 *
 * @example
 * registerStandardWallet(solanaWallet.wallet)
 */
export function registerStandardWallet(wallet: Wallet, target: EventTarget = window): () => void {
  const callback = ({ register }: { register: Register }) => register(wallet)
  const onAppReady = (event: Event) =>
    callback((event as CustomEvent<{ register: Register }>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => target.removeEventListener('wallet-standard:app-ready', onAppReady)
}
