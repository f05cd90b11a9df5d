/** The Solana networks the frame names (CAIP-2 ids, spec section 9), mainnet first. */
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const names: Record<string, string> = {
  [SOLANA_MAINNET]: 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

/** The network's name for the approval card; 'Solana network' for one the frame does not know. */
export function solanaNetworkName(network: string) {
  return names[network] ?? 'Solana network'
}

/** The network a request names when it is a Solana one the frame knows, else mainnet. */
export function solanaNetworkOf(chainId: unknown) {
  return typeof chainId === 'string' && Object.hasOwn(names, chainId) ? chainId : SOLANA_MAINNET
}
