/** RPC endpoints of one kind: HTTP URLs (and WebSocket ones, which the modal does not use). */
export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] }

/** A contract the modal may use on a network (viem's `ChainContract`). */
export type NetworkContract = { address: `0x${string}`; blockCreated?: number }

/** A network's images: an id in the data API's image store, or a URL. */
export type NetworkAssets = { imageId?: string; imageUrl?: string }

/** A block explorer link (viem's `ChainBlockExplorer`). */
export type BlockExplorer = { name: string; url: string; apiUrl?: string }

/**
 * A network the app supports (spec section 3 "Network"). The shape is viem's `Chain`, so a viem
 * chain spreads into it, plus the spec's CAIP fields.
 *
 * Every chain client the modal makes reads over `rpcUrls.default`, then the data API's RPC
 * endpoint, then `rpcUrls.chainDefault`, ranked by viem's `fallback` transport
 * (`chainRpcUrls`, `getChainClient`).
 */
export type Network = {
  id: number
  caipNetworkId: `eip155:${number}`
  chainNamespace: 'eip155'
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    /** The app's RPC URLs, most preferred first. */
    default: RpcUrls
    /** The chain's own public RPC, tried after the app's and the data API's. @default undefined */
    chainDefault?: RpcUrls
  }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer }
  /** Average seconds between blocks. @default undefined */
  blockTime?: number
  /** @default undefined (the modal shows the network's initial) */
  assets?: NetworkAssets
  /** Contracts the modal may call, by name (`multicall3`, `entryPoint`…). @default undefined */
  contracts?: Readonly<Record<string, NetworkContract>>
  /** Testnets and local chains. */
  testnet?: boolean
}
