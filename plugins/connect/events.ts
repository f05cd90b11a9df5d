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

declare module '@keyport/kernel' {
  interface KeyportEvents {
    'connect:connecting': { connectorId: string }
    'connect:connected': { connectorId: string } & ConnectedAccount
    'connect:rejected': { connectorId: string; message: string }
    'connect:disconnected': { connectorId: string }
    'connect:account-changed': ConnectedAccount
    /** An eip155 wallet moved to another chain (a Solana switch reconnects: 'connect:connected'). */
    'connect:chain-changed': {
      chainId: number
      supported: boolean
      namespace: 'eip155'
      caipNetworkId: `eip155:${number}`
    }
  }
  interface KeyportViews {
    AllWallets: undefined
    ConnectingExternal: { connectorId: string }
    /** `walletId`: a registry wallet the user picked, offered as a deep link beside the QR code. */
    ConnectingWalletConnect: { walletId?: string } | undefined
    Account: undefined
    Networks: undefined
    SwitchNetwork: { chainId: number }
    UnsupportedChain: undefined
  }
}
