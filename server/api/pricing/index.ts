// USD prices from the local Uniswap v2 pools, for every route that shows money (balances, fungible
// prices, swap quotes, history values).
export { nativeTokenAddress } from './nativeTokenAddress.ts'
export { type PoolPricesParameters, type PoolReserves, poolPrices } from './poolPrices.ts'
export {
  type ReadFungiblePricesParameters,
  readFungiblePrices,
} from './readFungiblePrices.ts'
export { type ReadTokenBalancesParameters, readTokenBalances } from './readTokenBalances.ts'
export { anchorSymbol, readTokenPrices, type TokenPrices } from './readTokenPrices.ts'
export { tokenIconUrl } from './tokenIconUrl.ts'
