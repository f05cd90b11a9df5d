import type { Observable } from 'rxjs'
import type { Eip1193Provider } from '../connectors/types.ts'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

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
}

/**
 * The wallet connection: status disconnected → connecting → connected (spec section 4), the
 * last connector remembered for reconnect after reload, a disconnect that sticks across reloads.
 * Implemented by `createConnectionService` (same folder).
 */
export interface ConnectionService {
  readonly state$: Observable<ConnectionState>
  readonly state: ConnectionState
  connect(connectorId: string, options?: { chainId?: number }): Promise<void>
  /** Throws `DisconnectFailedError` ('Failed to disconnect') on failure. */
  disconnect(): Promise<void>
  /** Reconnects silently to the last connector, unless the user disconnected. */
  reconnect(): Promise<boolean>
  switchChain(chainId: number): Promise<void>
  /** An EIP-1193 provider for viem or ethers: the connected wallet's, forwarding reads and writes. */
  provider(): Eip1193Provider | undefined
  dispose(): void
}
