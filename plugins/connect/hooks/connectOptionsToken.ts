import { createToken } from '@keyport/kernel'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { WalletListOptions } from '../services/connectorList.ts'

/** The connect plugin's options once resolved, for its views and hooks. */
export type ConnectSettings = {
  /** The networks the app supports; the first is the default. */
  networks: readonly [Network, ...Network[]]
  /** Featured, included, excluded and custom wallets. */
  walletOptions: WalletListOptions
  /** The Solana networks the app supports, listed in their own group. @default [] */
  solanaNetworks?: readonly SolanaNetwork[]
  /**
   * Whether the app configured a WalletConnect relay: registry wallets that are not installed
   * connect only through it, so the Connect view recommends wallets only then. @default false
   */
  walletConnect?: boolean
}

export const connectSettingsToken = createToken<ConnectSettings>('connect.settings')
