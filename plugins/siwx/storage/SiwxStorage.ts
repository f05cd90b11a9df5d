import type { CaipNetworkId } from '../message/SiwxMessageData.ts'
import type { SiwxSession } from '../SiwxSession.ts'

/**
 * Where sign-in sessions live. Two implementations come with the plugin: `createLocalSiwxStorage`
 * (the kernel's browser storage; nothing leaves the page) and `createServerSiwxStorage` (the data
 * API issues nonces, verifies signatures and keeps sessions a host backend can check). A host app
 * may pass its own to `siwxPlugin({ storage })`.
 */
export interface SiwxStorage {
  /** A fresh nonce for the next message (`address` is absent when the wallet has not chosen yet). */
  getNonce(input: { address?: string; chainId: CaipNetworkId }): Promise<string>
  /** Stores a signed session; a server verifies it first and adds its id and token. */
  add(session: SiwxSession): Promise<SiwxSession>
  /** The account's sessions on the chain that are still valid, newest first. */
  get(input: { address: string; chainId: CaipNetworkId }): Promise<SiwxSession[]>
  /** Removes (on a server: revokes) the account's sessions, on one chain or on every chain. */
  delete(input: { address: string; chainId?: CaipNetworkId }): Promise<void>
}
