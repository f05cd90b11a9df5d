import type { IdentifierString } from '@wallet-standard/base'

/** A Solana chain the wallet offers, by its Wallet Standard id; signAndSend sends to `rpcUrl`. */
export interface SolanaTestWalletChain {
  /** `solana:mainnet`, `solana:devnet`, `solana:testnet` or `solana:localnet`. */
  id: `solana:${string}`
  rpcUrl: string
  /** @default the id */
  name?: string
}

/** The features every account of the wallet supports. */
export const solanaAccountFeatures: readonly IdentifierString[] = Object.freeze([
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
])
