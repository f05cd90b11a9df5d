/** A Solana network the app supports: its CAIP-2 id and the Wallet Standard chain wallets know. */
export type SolanaNetwork = {
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  chainNamespace: 'solana'
  /** The Wallet Standard chain id wallets sign for (`solana:mainnet`, `solana:devnet`…). */
  standardChain: `solana:${string}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  testnet?: boolean
}

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Solana mainnet (spec section 9); the local chain of `npm start` stands in for it. */
export const solanaMainnet: SolanaNetwork = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  standardChain: 'solana:mainnet',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
}

/** Solana devnet. */
export const solanaDevnet: SolanaNetwork = {
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  standardChain: 'solana:devnet',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
}

/** Solana testnet. */
export const solanaTestnet: SolanaNetwork = {
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  standardChain: 'solana:testnet',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
}
