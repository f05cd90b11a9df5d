import type { Connector } from '../connectors/types.ts'
import type { WalletConnectConnector } from './createWalletConnectConnector.ts'

/**
 * Narrows a registry connector to the WalletConnect one (it carries the pairing).
 *
 * @example
 * const wc = registry.connectors.find(isWalletConnectConnector)
 */
export function isWalletConnectConnector(
  connector: Connector | undefined,
): connector is WalletConnectConnector {
  return connector?.type === 'WALLET_CONNECT' && 'pairing$' in connector
}
