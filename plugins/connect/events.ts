import type { ConnectedAccount } from './connectedAccount.ts'

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
    /** The wallet list on its own, behind Connect's 'Continue with a wallet'. */
    ConnectWallets: undefined
    ConnectingExternal: { connectorId: string }
    /** `walletId`: a registry wallet the user picked, offered as a deep link beside the QR code. */
    ConnectingWalletConnect: { walletId?: string } | undefined
    Account: undefined
    Networks: undefined
    SwitchNetwork: { chainId: number }
    UnsupportedChain: undefined
  }
}
