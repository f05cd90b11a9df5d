import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { ConnectionState } from './ConnectionService.ts'

/**
 * The connection state of a Solana account: `namespace` 'solana', the CAIP-2 network and the
 * CAIP-10 `caipAddress` (`solana:<genesis>:<base58>`). The EVM `address`, `accounts` and
 * `chainId` stay empty: they hold 0x addresses only.
 *
 * @example
 * solanaState('walletStandard:phantom', solanaMainnet, ['oeYf…'])
 */
export function solanaState(
  connectorId: string,
  network: SolanaNetwork,
  accounts: readonly string[],
): ConnectionState {
  return {
    status: 'connected',
    connectorId,
    accounts: [],
    chainSupported: true,
    namespace: 'solana',
    caipNetworkId: network.caipNetworkId,
    caipAddress: `${network.caipNetworkId}:${accounts[0]}`,
    solanaAccounts: accounts,
  }
}
