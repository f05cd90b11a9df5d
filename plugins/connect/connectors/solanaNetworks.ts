import type { BlockExplorer, NetworkAssets, RpcUrls } from './networks.ts'

/** A Solana network the app supports: its CAIP-2 id and the Wallet Standard chain wallets know. */
export type SolanaNetwork = {
  /** The spec's network id: the CAIP-2 reference (the genesis hash's first 32 characters). */
  id?: string
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  chainNamespace: 'solana'
  /** The Wallet Standard chain id wallets sign for (`solana:mainnet`, `solana:devnet`…). */
  standardChain: `solana:${string}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls }
  blockExplorers?: { default: BlockExplorer }
  /** Average seconds between blocks (slots). @default undefined */
  blockTime?: number
  assets?: NetworkAssets
  testnet?: boolean
}

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const explorer = (cluster?: string) => ({
  default: {
    name: 'Solana Explorer',
    url: `https://explorer.solana.com${cluster ? `?cluster=${cluster}` : ''}`,
  },
})

/** Solana mainnet (spec section 9); the local chain of `npm start` stands in for it. */
export const solanaMainnet: SolanaNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  standardChain: 'solana:mainnet',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: explorer(),
  blockTime: 0.4,
}

/** Solana devnet. */
export const solanaDevnet: SolanaNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  standardChain: 'solana:devnet',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: explorer('devnet'),
  blockTime: 0.4,
  testnet: true,
}

/** Solana testnet. */
export const solanaTestnet: SolanaNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  standardChain: 'solana:testnet',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: explorer('testnet'),
  blockTime: 0.4,
  testnet: true,
}
