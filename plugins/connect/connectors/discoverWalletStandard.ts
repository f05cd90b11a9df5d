import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { BehaviorSubject, type Observable } from 'rxjs'

/** The features a Solana wallet needs for Keyport to connect it and follow its accounts. */
const requiredFeatures = ['standard:connect', 'standard:events'] as const
const signFeatures = ['solana:signTransaction', 'solana:signAndSendTransaction'] as const

export type DiscoverWalletStandardParameters = {
  /** Loads the Wallet Standard registry; the default imports `@wallet-standard/app` lazily. */
  load?: () => Promise<Pick<Wallets, 'get' | 'on'>>
}

export type DiscoverWalletStandardReturnType = {
  /** Registered Solana wallets, in registration order, each name once. */
  wallets$: Observable<readonly Wallet[]>
  stop(): void
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
 * Lists Solana wallets registered through the Wallet Standard (`getWallets()`), following later
 * registrations and unregistrations. `@wallet-standard/app` loads only when this is called, so an
 * EVM-only app never downloads it. Two wallets with one name (a wallet registered twice) show once.
 *
 * @example
 * const { wallets$, stop } = discoverWalletStandard()
 * wallets$.subscribe((wallets) => console.log(wallets.map((w) => w.name)))
 */
export function discoverWalletStandard({
  load = () => import('@wallet-standard/app').then(({ getWallets }) => getWallets()),
}: DiscoverWalletStandardParameters = {}): DiscoverWalletStandardReturnType {
  const wallets$ = new BehaviorSubject<readonly Wallet[]>([])
  let stopped = false
  const offs: (() => void)[] = []
  void load().then(
    (registry) => {
      if (stopped) return
      const publish = () => {
        const seen = new Set<string>()
        const list = registry.get().filter((wallet) => {
          const name = wallet.name.trim().toLowerCase()
          if (!isSolanaWallet(wallet) || seen.has(name)) return false
          seen.add(name)
          return true
        })
        wallets$.next(list)
      }
      offs.push(registry.on('register', publish), registry.on('unregister', publish))
      publish()
    },
    // Without the registry (a failed chunk load) there are simply no Solana wallets to list.
    () => {},
  )
  return {
    wallets$: wallets$.asObservable(),
    stop() {
      stopped = true
      for (const off of offs.splice(0)) off()
    },
  }
}
