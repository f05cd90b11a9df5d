declare module '@keyport/kernel' {
  interface KeyportEvents {
    /** The buyer chose a provider and its checkout opened. */
    'onramp:provider-opened': { provider: string; symbol: string; chainId: number }
    /** The bought crypto reached the balance; `amount` in smallest units, as a decimal string. */
    'onramp:purchase-received': { symbol: string; chainId: number; amount: string }
  }
  interface KeyportViews {
    OnRampProviders: undefined
    OnRampTokenSelect: undefined
    OnRampFiatSelect: undefined
    BuyInProgress: undefined
  }
}

export {}
