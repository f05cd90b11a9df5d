declare module '@keyport/kernel' {
  interface KeyportEvents {
    /** The buyer chose a provider and its checkout opened. */
    /** `chainId`: the eip155 chain id, or the CAIP-2 id of a Solana network. */
    'onramp:provider-opened': {
      provider: string
      symbol: string
      chainId: number | `solana:${string}`
    }
    /** The bought crypto reached the balance; `amount` in smallest units, as a decimal string. */
    'onramp:purchase-received': {
      symbol: string
      chainId: number | `solana:${string}`
      amount: string
    }
  }
  interface KeyportViews {
    OnRampProviders: undefined
    OnRampTokenSelect: undefined
    OnRampFiatSelect: undefined
    BuyInProgress: undefined
  }
}

export {}
