/** One of the local chains: what anvil presents and how people see it. */
export interface LocalChain {
  chainId: number
  name: string
  /** The env key in `KEYPORT_<key>_PORT`. */
  envKey: string
  defaultPort: number
}

/** DESIGN.md section 1: chain ids 1 and 8453, native currency ETH on both. */
export const localChains: readonly LocalChain[] = [
  { chainId: 1, name: 'Ethereum (local)', envKey: 'CHAIN1', defaultPort: 8545 },
  { chainId: 8453, name: 'Base (local)', envKey: 'CHAIN8453', defaultPort: 8546 },
]
