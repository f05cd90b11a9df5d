import { type ConnectorTypeOrderEntry, connectorTypes } from '@keyport/kernel'

/**
 * Spec section 2: the connector list's section order. The default is walletConnect, recent,
 * injected, featured, custom, external, recommended; an `override` puts its sections first, in
 * its order, and the rest follow in the default order. Only sections in `withItems` are kept.
 *
 * @example
 * connectorTypeOrder({ withItems: new Set(['injected', 'featured']), override: ['featured'] })
 * // ['featured', 'injected']
 */
export function connectorTypeOrder({
  withItems,
  override = [],
}: {
  withItems: ReadonlySet<ConnectorTypeOrderEntry>
  override?: readonly ConnectorTypeOrderEntry[]
}): ConnectorTypeOrderEntry[] {
  return [...new Set([...override, ...connectorTypes])].filter((type) => withItems.has(type))
}
