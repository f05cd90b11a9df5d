// A small table instead of viem/chains: the frame's bundle stays lean, and Base's op-stack
// formatters are not pulled in for one name.
const names: Record<number, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum One',
  84532: 'Base Sepolia',
  11155111: 'Sepolia',
  31337: 'Anvil',
}

/** The chain's name for the approval card; 'Chain <id>' for one the frame does not know. */
export function chainName(chainId: number) {
  return names[chainId] ?? `Chain ${chainId}`
}

/** The native currency's symbol; ETH except on Polygon. */
export function nativeSymbol(chainId: number) {
  return chainId === 137 ? 'POL' : 'ETH'
}
