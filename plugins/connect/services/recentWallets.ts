import type { KeyportStorage } from '@keyport/kernel'

/** Spec section 3 "Recent wallet". */
export type RecentWallet = { id: string; rdns?: string }

/** Spec section 9: only the 2 most recent wallets are kept. */
const RECENT_WALLETS_KEPT = 2

/** The storage key, under the kernel storage's `@keyport/` prefix. */
export const RECENT_WALLETS_KEY = 'connect.recent_wallets'

export type RecentWallets = {
  /** Most recent first; never more than `RECENT_WALLETS_KEPT`. */
  list(): RecentWallet[]
  /** Puts a wallet first, dropping an older entry with the same id or rdns. */
  add(wallet: RecentWallet): void
}

/**
 * The recent wallets list in kernel storage. A corrupt stored value reads as an empty list.
 *
 * @example
 * const recent = createRecentWallets(storage)
 * recent.add({ id: 'io.metamask', rdns: 'io.metamask' })
 * recent.list() // [{ id: 'io.metamask', rdns: 'io.metamask' }]
 */
export function createRecentWallets(storage: KeyportStorage): RecentWallets {
  const list = (): RecentWallet[] => {
    const stored = storage.getItem<unknown>(RECENT_WALLETS_KEY)
    if (!Array.isArray(stored)) return []
    return stored
      .filter(
        (item): item is RecentWallet =>
          typeof item?.id === 'string' &&
          (item.rdns === undefined || typeof item.rdns === 'string'),
      )
      .slice(0, RECENT_WALLETS_KEPT)
  }
  return {
    list,
    add(wallet) {
      const same = (other: RecentWallet) =>
        other.id === wallet.id || (wallet.rdns !== undefined && other.rdns === wallet.rdns)
      const entry: RecentWallet = wallet.rdns
        ? { id: wallet.id, rdns: wallet.rdns }
        : { id: wallet.id }
      const next = [entry, ...list().filter((other) => !same(other))]
      storage.setItem(RECENT_WALLETS_KEY, next.slice(0, RECENT_WALLETS_KEPT))
    },
  }
}
