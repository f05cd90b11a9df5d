import type { CallsBatch } from './services/createCallsStatusViewer.ts'

declare module '@keyport/kernel' {
  interface KeyportEvents {
    /**
     * The tracked event of a failed history fetch (AppKit's ERROR_FETCH_TRANSACTIONS): the list
     * then shows empty and the 'Failed to fetch transactions' toast appears.
     */
    'history:fetch-failed': {
      /** 0x, or base58 on Solana. */
      address: string
      /** CAIP-2, e.g. 'eip155:1'. */
      chain: string
      /** The page that failed; undefined for the first. */
      cursor: string | undefined
      message: string
    }
    /**
     * A transaction the app just sent and saw mined (emitted by send-receive). The history keeps
     * asking for the newest page until the indexer lists it, so it shows within one block.
     * Declared here too, identically, so history compiles without send-receive installed.
     */
    'send-receive:sent': {
      /** The 0x transaction hash, or a Solana transaction's base58 signature. */
      hash: string
      /** The eip155 chain id, or the CAIP-2 id of a Solana network. */
      chainId: number | `solana:${string}`
      /** The sender: 0x, or base58 on Solana. */
      from: string
    }
  }
  interface KeyportViews {
    Transactions: undefined
    /** Activity with one call batch first: what an app's `wallet_showCallsStatus` opens. */
    CallsStatus: { calls: CallsBatch }
  }
}
