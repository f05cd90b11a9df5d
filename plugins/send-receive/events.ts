declare module '@keyport/kernel' {
  interface KeyportEvents {
    /**
     * A transaction the app sent was mined. The history plugin declares it identically and
     * listens, so the transaction shows in the activity list within one block.
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
    WalletSend: undefined
    WalletSendSelectToken: undefined
    WalletSendPreview: undefined
    WalletSendConfirmed: undefined
    WalletReceive: undefined
  }
}

export {}
