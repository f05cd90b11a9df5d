declare module '@keyport/kernel' {
  interface KeyportEvents {
    /**
     * A transaction the app sent was mined. The history plugin declares it identically and
     * listens, so the transaction shows in the activity list within one block.
     */
    'send-receive:sent': { hash: `0x${string}`; chainId: number; from: `0x${string}` }
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
