import type { ConnectorTypeOrderEntry } from '@keyport/kernel'
import type { Connector } from '../connectors/types.ts'
import { connectorTypeOrder } from './connectorTypeOrder.ts'
import {
  injectedConnectorTypes,
  isInAppWalletBrowser,
  isInjectedConnector,
} from './inAppWalletBrowser.ts'
import { type ExcludedWallet, isInjectedWalletShown } from './isInjectedWalletShown.ts'
import type { RecentWallet } from './recentWallets.ts'

/** A wallet from the registry or the host's `customWallets`. */
export type ListWallet = {
  id: string
  name: string
  rdns?: string
  imageUrl?: string
  /** Its deep or universal link (`scheme://`, `https://…`): a phone opens it with the pairing URI. */
  mobileLink?: string
}

/** The application options that shape the list (spec section 3 "Application options"). */
export type WalletListOptions = {
  /** Registry ids shown in the featured section, in this order. @default [] */
  featuredWalletIds?: readonly string[]
  /** When not empty, only these registry wallets are listed. @default [] */
  includeWalletIds?: readonly string[]
  /** Registry ids never listed; their rdns and name also hide matching injected wallets. @default [] */
  excludeWalletIds?: readonly string[]
  /** The host's own wallets, in the custom section. @default [] */
  customWallets?: readonly ListWallet[]
  /** Wallets excluded by rdns or name. @default [] */
  excludedWallets?: readonly ExcludedWallet[]
}

export type ConnectorListEntry = {
  section: ConnectorTypeOrderEntry
  id: string
  name: string
  rdns?: string
  icon?: string
  /** Set for entries that connect directly (walletConnect, recent or injected, external). */
  connector?: Connector
  /** Set for registry and custom wallets. */
  wallet?: ListWallet
  disabled: boolean
}

export type ConnectorListParameters = {
  connectors: readonly Connector[]
  /** @default [] */
  recent?: readonly RecentWallet[]
  /** Registry wallets known so far: featured ids and recent wallets are looked up here. @default [] */
  wallets?: readonly ListWallet[]
  /**
   * Registry wallets to suggest, by rank. Shown only while a WalletConnect connector is
   * registered (a wallet that is not installed connects only through it), at most
   * `RECOMMENDED_SHOWN` after de-duplication. @default []
   */
  recommended?: readonly ListWallet[]
  /** @default {} */
  options?: WalletListOptions
  /** The `connectorTypeOrder` override, when the host set one. @default [] */
  order?: readonly ConnectorTypeOrderEntry[]
  /** The connector of the current connection, if any. */
  connectedConnectorId?: string
  /** @default true */
  walletConnectEnabled?: boolean
  /** @default true */
  desktop?: boolean
  /** @default whether an 'INJECTED' connector (window.ethereum) is among `connectors` */
  injectedInstalled?: boolean
}

export type ConnectorListReturnType = {
  /** The sections that have entries, in display order. */
  sections: ConnectorTypeOrderEntry[]
  /** Every entry, in display order, each wallet once. */
  entries: ConnectorListEntry[]
  /**
   * A wallet's in-app browser (`isInAppWalletBrowser`): the entries are its injected wallets
   * only, and 'All Wallets' is not offered.
   */
  inAppBrowser: boolean
}

/** The market leader shows at most 4 recommended wallets; so do we. */
const RECOMMENDED_SHOWN = 4

/**
 * The Connect view's wallet list by spec section 2: sections in `connectorTypeOrder` (override
 * first), a section only when it has entries (the walletConnect entry whenever its connector is
 * registered, disabled when connected through it or switched off), injected wallets filtered by
 * `isInjectedWalletShown`, featured, included, excluded and custom wallets from the options, and
 * de-duplication by id, first occurrence winning. An rdns seen before also counts as a
 * duplicate, so a featured registry entry does not repeat an installed wallet; a featured or
 * recommended registry entry with the name of a shown installed wallet is dropped too (a Wallet
 * Standard wallet has no rdns). Recommended wallets need WalletConnect and stop at
 * `RECOMMENDED_SHOWN`. In a wallet's in-app browser (a phone with an injected wallet shown) only
 * the injected wallets are listed, recent ones first, and the other sections are dropped
 * (decision 0024).
 *
 * @example
 * const { sections, entries } = connectorList({ connectors: registry.connectors, recent: recent.list() })
 */
export function connectorList({
  connectors,
  recent = [],
  wallets = [],
  recommended = [],
  options = {},
  order,
  connectedConnectorId,
  walletConnectEnabled = true,
  desktop = true,
  injectedInstalled = connectors.some((c) => c.type === 'INJECTED'),
}: ConnectorListParameters): ConnectorListReturnType {
  const {
    featuredWalletIds = [],
    includeWalletIds = [],
    excludeWalletIds = [],
    customWallets = [],
  } = options
  const excluded: ExcludedWallet[] = [
    ...(options.excludedWallets ?? []),
    ...wallets
      .filter((w) => excludeWalletIds.includes(w.id))
      .map(({ rdns, name }) => ({ rdns, name })),
  ]
  const allowed = (wallet: ListWallet) =>
    !excludeWalletIds.includes(wallet.id) &&
    !excluded.some(
      (x) => (x.rdns && x.rdns === wallet.rdns) || (x.name && x.name === wallet.name),
    ) &&
    (includeWalletIds.length === 0 || includeWalletIds.includes(wallet.id))
  const shownInjected = connectors.filter(
    (connector) =>
      injectedConnectorTypes.includes(connector.type) &&
      isInjectedWalletShown({ connector, excluded, desktop, injectedInstalled }),
  )
  const fromConnector = (section: ConnectorTypeOrderEntry, connector: Connector) => ({
    section,
    id: connector.id,
    name: connector.name,
    rdns: connector.rdns,
    icon: connector.icon,
    connector,
    disabled: false,
  })
  const fromWallet = (section: ConnectorTypeOrderEntry, wallet: ListWallet) => ({
    section,
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns,
    icon: wallet.imageUrl,
    wallet,
    disabled: false,
  })
  const matches = (item: { id: string; rdns?: string }, wanted: RecentWallet) =>
    item.id === wanted.id || (wanted.rdns !== undefined && item.rdns === wanted.rdns)
  const installedNames = new Set(shownInjected.map((c) => c.name.toLowerCase()))
  const suggestable = (wallet: ListWallet) =>
    allowed(wallet) && !installedNames.has(wallet.name.toLowerCase())
  const featured = featuredWalletIds
    .map((id) => wallets.find((w) => w.id === id))
    .filter((w): w is ListWallet => w !== undefined && suggestable(w))
  const walletConnect = connectors.filter((c) => c.type === 'WALLET_CONNECT').slice(0, 1)

  const candidates: Record<ConnectorTypeOrderEntry, ConnectorListEntry[]> = {
    walletConnect: walletConnect.map((c) => ({
      ...fromConnector('walletConnect', c),
      disabled: !walletConnectEnabled || connectedConnectorId === c.id,
    })),
    recent: recent.flatMap((item): ConnectorListEntry[] => {
      const connector = shownInjected.find((c) => matches(c, item))
      if (connector) return [fromConnector('recent', connector)]
      const wallet = wallets.find((w) => matches(w, item))
      return wallet && allowed(wallet) ? [fromWallet('recent', wallet)] : []
    }),
    injected: shownInjected.map((c) => fromConnector('injected', c)),
    featured: featured.map((w) => fromWallet('featured', w)),
    custom: customWallets.map((w) => fromWallet('custom', w)),
    external: connectors
      .filter((c) => c.type === 'EXTERNAL')
      .map((c) => fromConnector('external', c)),
    recommended:
      walletConnect.length === 0
        ? []
        : recommended.filter(suggestable).map((w) => fromWallet('recommended', w)),
  }

  const seenIds = new Set<string>()
  const seenRdns = new Set<string>()
  const kept = (entry: ConnectorListEntry) => {
    if (seenIds.has(entry.id) || (entry.rdns && seenRdns.has(entry.rdns))) return false
    seenIds.add(entry.id)
    if (entry.rdns) seenRdns.add(entry.rdns)
    return true
  }
  const entries: ConnectorListEntry[] = []
  const sections = connectorTypeOrder({
    withItems: new Set(Object.keys(candidates) as ConnectorTypeOrderEntry[]),
    override: order,
  }).filter((section) => {
    const limit = section === 'recommended' ? RECOMMENDED_SHOWN : Number.POSITIVE_INFINITY
    const fresh: ConnectorListEntry[] = []
    for (const entry of candidates[section])
      if (fresh.length < limit && kept(entry)) fresh.push(entry)
    entries.push(...fresh)
    return fresh.length > 0
  })
  if (!isInAppWalletBrowser({ desktop, injected: shownInjected }))
    return { sections, entries, inAppBrowser: false }
  const inApp = entries.filter((entry) => isInjectedConnector(entry.connector))
  return {
    sections: sections.filter((section) => inApp.some((entry) => entry.section === section)),
    entries: inApp,
    inAppBrowser: true,
  }
}
