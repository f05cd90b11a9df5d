import type { WalletConnectClient } from './loadSignClient.ts'

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
}
