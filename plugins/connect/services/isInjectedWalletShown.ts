import type { Connector } from '../connectors/types.ts'

/** Spec section 3 "Excluded wallet": matched by rdns or by name. */
export type ExcludedWallet = { rdns?: string; name?: string }

/** The name the legacy injected connector has when no wallet flag tells more. */
const GENERIC_INJECTED_NAME = 'Browser Wallet'

export type IsInjectedWalletShownParameters = {
  connector: Pick<Connector, 'name' | 'rdns' | 'solana'>
  excluded: readonly ExcludedWallet[]
  /** Desktop browsers get the stricter rule. */
  desktop: boolean
  /** Whether the page has a legacy injected provider (`window.ethereum`). */
  injectedInstalled: boolean
}

/**
 * Spec section 2: an injected wallet is shown only if it is not excluded by rdns or name; on
 * desktop it must also not be the generic 'Browser Wallet' and must have an rdns or an
 * installed injected provider.
 *
 * @example
 * isInjectedWalletShown({ connector: { name: 'Browser Wallet' }, excluded: [], desktop: true, injectedInstalled: true }) // false
 */
export function isInjectedWalletShown({
  connector,
  excluded,
  desktop,
  injectedInstalled,
}: IsInjectedWalletShownParameters): boolean {
  const isExcluded = excluded.some(
    (wallet) =>
      (wallet.rdns !== undefined && wallet.rdns === connector.rdns) ||
      (wallet.name !== undefined && wallet.name === connector.name),
  )
  if (isExcluded) return false
  if (!desktop) return true
  if (connector.name === GENERIC_INJECTED_NAME) return false
  // A Wallet Standard registration, like an EIP-6963 rdns, proves an installed extension.
  return Boolean(connector.rdns) || Boolean(connector.solana) || injectedInstalled
}
