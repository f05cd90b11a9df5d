import type { ListWallet, WalletListOptions } from './connectorList.ts'
import type { RecentWallet } from './recentWallets.ts'
import { isRegistryWalletId } from './registryWalletId.ts'
import type { WalletRegistryService } from './WalletRegistryService.ts'

/**
 * How many wallets the recommended request asks for: more than the 4 shown, because installed
 * and recent wallets among them are dropped from the list afterwards.
 */
export const RECOMMENDED_FETCHED = 8

export type LoadRegistryWalletsParameters = {
  registry: WalletRegistryService
  /** @default {} */
  options?: WalletListOptions
  /** Recent registry wallets are looked up with the featured ones. @default [] */
  recent?: readonly RecentWallet[]
  /** Whether to ask for recommended wallets (only useful with WalletConnect). @default true */
  recommended?: boolean
}

export type LoadRegistryWalletsReturnType = {
  /** The featured and recent registry wallets that exist, for `connectorList`'s `wallets`. */
  wallets: readonly ListWallet[]
  /** The first page of the registry by rank, without featured, recent and excluded ids. */
  recommended: readonly ListWallet[]
}

const unique = (ids: readonly string[]) => [...new Set(ids)]

/**
 * The registry wallets the Connect view needs when it opens, in at most two requests: the
 * featured and recent ids by `include`, and the recommended first page honouring
 * `includeWalletIds` and `excludeWalletIds`. Ids the API would refuse (an rdns) are not sent.
 * A registry that is not `available` is not asked; a failed request leaves its part empty, so
 * the installed wallets still show.
 *
 * @example
 * const { wallets, recommended } = await loadRegistryWallets({ registry, options, recent })
 */
export async function loadRegistryWallets({
  registry,
  options = {},
  recent = [],
  recommended = true,
}: LoadRegistryWalletsParameters): Promise<LoadRegistryWalletsReturnType> {
  if (registry.available === false) return { wallets: [], recommended: [] }
  const { featuredWalletIds = [], includeWalletIds = [], excludeWalletIds = [] } = options
  const known = unique([...featuredWalletIds, ...recent.map((r) => r.id)]).filter(
    isRegistryWalletId,
  )
  const include = includeWalletIds.filter(isRegistryWalletId)
  // An include list of ids the API cannot read must not widen to "every wallet".
  const askRecommended = recommended && (includeWalletIds.length === 0 || include.length > 0)
  const [knownPage, recommendedPage] = await Promise.allSettled([
    known.length > 0
      ? registry.list({ include: known, entries: Math.min(known.length, 100) })
      : undefined,
    askRecommended
      ? registry.list({
          page: 1,
          entries: RECOMMENDED_FETCHED,
          include,
          exclude: unique([...excludeWalletIds, ...known]).filter(isRegistryWalletId),
        })
      : undefined,
  ])
  const wallets = (page: typeof knownPage) =>
    page.status === 'fulfilled' && page.value ? page.value.wallets : []
  return { wallets: wallets(knownPage), recommended: wallets(recommendedPage) }
}
