import { parseEther, parseUnits } from 'viem'

export const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** How many of the mnemonic's accounts get every token (DESIGN.md: the first one at least). */
export const fundedAccountCount = 5

/** The ERC-20s compiled from contracts/SeedToken.sol; WETH9 comes from Uniswap's build. */
export const seedTokens = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, supply: parseUnits('100000000', 6) },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, supply: parseUnits('100000000', 18) },
] as const

export type SeedTokenSymbol = (typeof seedTokens)[number]['symbol'] | 'WETH'

/**
 * Pools at 1 ETH = 3000 USD and USDC = DAI = 1 USD. 1,000 ETH of depth means a 1 ETH swap moves the
 * price by about 0.2 %, so quotes look like a real market's.
 */
export const seedPools: readonly {
  a: SeedTokenSymbol
  amountA: bigint
  b: SeedTokenSymbol
  amountB: bigint
}[] = [
  { a: 'WETH', amountA: parseEther('1000'), b: 'USDC', amountB: parseUnits('3000000', 6) },
  { a: 'WETH', amountA: parseEther('1000'), b: 'DAI', amountB: parseUnits('3000000', 18) },
  { a: 'USDC', amountA: parseUnits('3000000', 6), b: 'DAI', amountB: parseUnits('3000000', 18) },
]

/** What each funded account other than the deployer receives; the deployer keeps the rest. */
export const perAccountGrant: Record<SeedTokenSymbol, bigint> = {
  USDC: parseUnits('100000', 6),
  DAI: parseUnits('100000', 18),
  WETH: parseEther('10'),
}

/** Native balance of every anvil account (anvil's `--balance`, in ether). */
export const accountBalanceEther = 10_000
