import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** The features a Solana wallet needs for Keyport to connect it and follow its accounts. */
const requiredFeatures = ['standard:connect', 'standard:events'] as const
const signFeatures = ['solana:signTransaction', 'solana:signAndSendTransaction'] as const

export type DiscoverWalletStandardParameters = {
  /** Loads the Wallet Standard registry; the default imports `@wallet-standard/app` lazily. */
  load?: () => Promise<Pick<Wallets, 'get' | 'on'>>
}

/** True for a wallet on a `solana:` chain that can connect, report changes and sign. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    requiredFeatures.every((feature) => feature in wallet.features) &&
    signFeatures.some((feature) => feature in wallet.features)
  )
}

/**
 * Reports the Solana wallets registered through the Wallet Standard (`getWallets()`), in
 * registration order and each name once, now and on every later registration or unregistration.
 * `@wallet-standard/app` loads only when this is called, so an EVM-only app never downloads it.
 * No RxJS here: this runs in a lazy chunk, and RxJS shared with it would leave the first chunk.
 * Returns a stop function.
 *
 * @example
 * const stop = discoverWalletStandard({}, (wallets) => console.log(wallets.map((w) => w.name)))
 */
export function discoverWalletStandard(
  {
    load = () => import('@wallet-standard/app').then(({ getWallets }) => getWallets()),
  }: DiscoverWalletStandardParameters,
  onChange: (wallets: readonly Wallet[]) => void,
): () => void {
  let stopped = false
  const offs: (() => void)[] = []
  void load().then(
    (registry) => {
      if (stopped) return
      const publish = () => {
        const seen = new Set<string>()
        onChange(
          registry.get().filter((wallet) => {
            const name = wallet.name.trim().toLowerCase()
            if (!isSolanaWallet(wallet) || seen.has(name)) return false
            seen.add(name)
            return true
          }),
        )
      }
      offs.push(registry.on('register', publish), registry.on('unregister', publish))
      publish()
    },
    // Without the registry (a failed chunk load) there are simply no Solana wallets to list.
    () => {},
  )
  return () => {
    stopped = true
    for (const off of offs.splice(0)) off()
  }
}
