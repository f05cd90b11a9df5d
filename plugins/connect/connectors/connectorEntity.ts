import type { Network } from './networks.ts'
import type { SolanaNetwork } from './solanaNetworks.ts'
import type { ChainNamespace, Connector, ConnectorType, Eip1193Provider } from './types.ts'

/** Spec section 3 "Connector": how a connector is described to the app. */
export type ConnectorEntity = {
  id: string
  type: ConnectorType
  name: string
  info: { rdns?: string }
  explorerId?: string
  imageId?: string
  /** The connector's first namespace. */
  chain: ChainNamespace
  /** The app's networks (CAIP-2) the connector can use. */
  chains: readonly string[]
  /** The wallet's EIP-1193 provider (eip155). */
  provider: Eip1193Provider
}

/**
 * Describes a connector in the spec's Connector shape: its namespace (`chain`, the first it
 * offers) and the app's networks in the namespaces it offers (`chains`).
 *
 * @example
 * toConnectorEntity(registry.get('io.metamask')!, { networks, solanaNetworks })
 * // { id: 'io.metamask', type: 'ANNOUNCED', chain: 'eip155', chains: ['eip155:1'], … }
 */
export function toConnectorEntity(
  connector: Connector,
  apps: { networks: readonly Network[]; solanaNetworks?: readonly SolanaNetwork[] },
): ConnectorEntity {
  const namespaces = connector.namespaces ?? ['eip155']
  const all = [...apps.networks, ...(apps.solanaNetworks ?? [])]
  return {
    id: connector.id,
    type: connector.type,
    name: connector.name,
    info: { rdns: connector.rdns },
    explorerId: connector.explorerId,
    imageId: connector.imageId,
    chain: namespaces[0] ?? 'eip155',
    chains: all
      .filter((network) => namespaces.includes(network.chainNamespace))
      .map((network) => network.caipNetworkId),
    provider: connector.getProvider(),
  }
}
