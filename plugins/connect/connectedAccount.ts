/**
 * The account an event is about, by namespace: an eip155 account keeps its 0x `address` and
 * `chainId`; a Solana one has its base58 `address` and CAIP-2 network. Both carry the CAIP-10
 * `caipAddress` (`eip155:1:0x…`, `solana:5eykt…:oeYf…`).
 */
export type ConnectedAccount =
  | {
      namespace: 'eip155'
      address: `0x${string}`
      chainId: number
      caipAddress: `eip155:${number}:0x${string}`
    }
  | {
      namespace: 'solana'
      /** The base58 address. */
      address: string
      caipNetworkId: `solana:${string}`
      caipAddress: `solana:${string}:${string}`
    }
