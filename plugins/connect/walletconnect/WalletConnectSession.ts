import type { WalletConnectClient } from './loadSignClient.ts'

/** The session's Solana side: base58 accounts, CAIP-2 chains and methods the wallet approved. */
export type WalletConnectSolanaGrant = {
  accounts: readonly string[]
  /** CAIP-2 ids (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  chains: readonly string[]
  methods: readonly string[]
}

/** The live WalletConnect session the connector and its provider share. */
export type WalletConnectSession = {
  client: WalletConnectClient
  topic: string
  accounts: readonly `0x${string}`[]
  /** The chain requests go to now. */
  chainId: number
  /** The chains the wallet approved. */
  chainIds: readonly number[]
  /** The methods the wallet approved. */
  methods: readonly string[]
  walletName: string
  /** What the wallet approved in the `solana` namespace (empty when it approved none). */
  solana: WalletConnectSolanaGrant
}
