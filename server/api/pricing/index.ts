// USD prices from the local Uniswap v2 pools, for every route that shows money (balances, fungible
// prices, swap quotes, history values).

export { readFungiblePrices } from './readFungiblePrices.ts'
export { readTokenBalances } from './readTokenBalances.ts'
export { readTokenPrices, type TokenPrices } from './readTokenPrices.ts'
export { tokenIconUrl } from './tokenIconUrl.ts'
