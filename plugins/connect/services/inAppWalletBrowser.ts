import type { Connector } from '../connectors/types.ts'

/** The connector types a page's own browser provides: EIP-6963, `window.ethereum`, Wallet Standard. */
export const injectedConnectorTypes: readonly Connector['type'][] = [
  'ANNOUNCED',
  'INJECTED',
  'MULTI_CHAIN',
]

/** True for a connector the page's browser injected (not WalletConnect, not an SDK or embedded one). */
export function isInjectedConnector(connector: Pick<Connector, 'type'> | undefined): boolean {
  return connector !== undefined && injectedConnectorTypes.includes(connector.type)
}

/**
 * True inside a wallet's own in-app browser: a phone or tablet browser (`desktop` false) whose
 * page has a shown injected wallet. A phone's ordinary browser has no extensions, so an
 * injected provider there is the wallet app hosting the page (decision 0024): its wallet is
 * offered alone, since a deep link to another wallet would leave the wallet that hosts the dapp.
 *
 * @example
 * isInAppWalletBrowser({ desktop: false, injected: [metaMaskConnector] }) // true
 */
export function isInAppWalletBrowser({
  desktop,
  injected,
}: {
  desktop: boolean
  /** The injected wallets the list shows (after exclusions). */
  injected: readonly unknown[]
}): boolean {
  return !desktop && injected.length > 0
}
