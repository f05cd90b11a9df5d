import type { TokenBalance } from './AccountDataService.ts'

/**
 * The data API's balances followed by the app's tokens it does not list (compared by chain and
 * address, case-insensitively): the data API's entry wins, since it carries a price.
 *
 * @example
 * mergeTokenBalances(fromApi, await readAppTokens(parameters))
 */
export function mergeTokenBalances(
  fromApi: readonly TokenBalance[],
  fromApp: readonly TokenBalance[],
): TokenBalance[] {
  const listed = new Set(fromApi.map((token) => token.address?.toLowerCase()))
  return [...fromApi, ...fromApp.filter((token) => !listed.has(token.address?.toLowerCase()))]
}
