declare module '@keyport/kernel' {
  interface KeyportEvents {
    'connect:connecting': { connectorId: string }
    'connect:connected': { connectorId: string; address: `0x${string}`; chainId: number }
    'connect:rejected': { connectorId: string; message: string }
    'connect:disconnected': { connectorId: string }
    'connect:account-changed': { address: `0x${string}` }
    'connect:chain-changed': { chainId: number; supported: boolean }
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

export {}
