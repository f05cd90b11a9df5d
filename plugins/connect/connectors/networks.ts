/** A network the app supports (spec section 3 "Network", the fields the connect plugin uses). */
export type Network = {
  id: number
  caipNetworkId: `eip155:${number}`
  chainNamespace: 'eip155'
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  /** Testnets and local chains. */
  testnet?: boolean
}
