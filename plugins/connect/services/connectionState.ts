import type { KeyportStorage } from '@keyport/kernel'
import type { ChainNamespace } from '../connectors/types.ts'

type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Spec section 3 "Account state", the parts the connect plugin owns. */
export type ConnectionState = {
  status: ConnectionStatus
  connectorId?: string
  address?: `0x${string}`
  accounts: readonly `0x${string}`[]
  chainId?: number
  /** False when the wallet sits on a chain the app does not support. */
  chainSupported: boolean
  /** The last connect failure's user-facing message, cleared by the next attempt. */
  error?: string
  /** The connected account's namespace; absent means 'eip155'. */
  namespace?: ChainNamespace
  /** CAIP-2 network of a Solana connection (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  caipNetworkId?: string
  /** CAIP-10 account of a Solana connection (`solana:<genesis>:<base58>`); hooks derive EVM's. */
  caipAddress?: string
  /** The Solana wallet's base58 accounts, the active one first. */
  solanaAccounts?: readonly string[]
}

/** The state before any connection and after a disconnect. */
export const disconnectedState: ConnectionState = {
  status: 'disconnected',
  accounts: [],
  chainSupported: true,
}

/** Storage keys (under the kernel's `@keyport/` prefix) that carry the connection across reloads. */
export const connectionStorageKeys = {
  /** The id of the connector to reconnect to after a reload. */
  CONNECTOR_ID: 'connect.connector_id',
  /** Set by `disconnect()`, cleared by `connect()`: the user's disconnect sticks across reloads. */
  DISCONNECTED: 'connect.disconnected',
  /** The namespace of the connection to restore; absent means 'eip155'. */
  NAMESPACE: 'connect.namespace',
  /** The EVM chain the connection was on, handed to the connector's restore as a hint. */
  CHAIN_ID: 'connect.chain_id',
} as const

/**
 * The connector a reload reconnects to: the last one connected, unless the user disconnected
 * (the restore of `ConnectionService`, and `lazyConnection` before the service's code is here).
 */
export function restorableConnectorId(storage: KeyportStorage): string | undefined {
  if (storage.getItem(connectionStorageKeys.DISCONNECTED) === true) return undefined
  const id = storage.getItem<string>(connectionStorageKeys.CONNECTOR_ID)
  return typeof id === 'string' ? id : undefined
}

/** The EVM chain the stored connection was on, when one is stored. */
export function storedConnectionChainId(storage: KeyportStorage): number | undefined {
  const chainId = storage.getItem<number>(connectionStorageKeys.CHAIN_ID)
  return typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0
    ? chainId
    : undefined
}
