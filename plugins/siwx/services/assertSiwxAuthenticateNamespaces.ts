import { SiwxNamespaceUnsupportedError } from '../errors.ts'

/**
 * Enforces spec section 5 for SIWX on the provider-authenticate path (WalletConnect's one-click
 * auth): the requested chains must span exactly one namespace, eip155. Connectors call it before
 * they ask the wallet to authenticate. Solana accounts sign in through the message path instead
 * (the view, with the Solana signer of `siwxSignersToken`), which the spec does not limit.
 *
 * @example
 * assertSiwxAuthenticateNamespaces(networks.map((network) => network.chainNamespace))
 * // throws SiwxNamespaceUnsupportedError for ['eip155', 'solana']
 */
export function assertSiwxAuthenticateNamespaces(namespaces: readonly string[]): void {
  const distinct = [...new Set(namespaces)]
  if (distinct.length !== 1 || distinct[0] !== 'eip155')
    throw new SiwxNamespaceUnsupportedError(distinct)
}
