import { parseAbi } from 'viem'

/** The one Uniswap v2 pair read pricing needs; typed so viem returns bigints. */
export const uniswapV2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
