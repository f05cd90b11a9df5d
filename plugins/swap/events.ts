declare module '@keyport/kernel' {
  interface KeyportEvents {
    /** The user approved the exchange to spend the token sold; `hash` is the approval's. */
    'swap:approved': { chainId: number; token: string; hash: `0x${string}` }
    /** A swap was mined. Amounts are smallest units as decimal strings; tokens are CAIP-10. */
    'swap:succeeded': {
      chainId: number
      from: string
      to: string
      fromAmount: string
      toAmount: string
      hash: `0x${string}`
    }
    /** An approval or swap failed or was declined; `message` is what the user saw. */
    'swap:failed': { chainId: number; message: string }
  }
  interface KeyportViews {
    Swap: undefined
    /** Choose the token to sell (`from`) or to buy (`to`). */
    SwapSelectToken: { target: 'from' | 'to' }
    SwapPreview: undefined
  }
}

export {}
