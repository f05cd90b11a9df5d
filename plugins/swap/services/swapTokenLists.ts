import { swapPopularSymbols, swapSuggestedSymbols } from '../constants.ts'
import type { SwapToken } from '../schemas.ts'

export type SwapTokenLists = {
  /** Spec §9's suggested tokens the exchange lists here, in the suggested order. */
  suggested: SwapToken[]
  /** Tokens the account holds, most valuable first. */
  yours: SwapToken[]
  /** Every token matching the search, popular ones first (spec §9), then by symbol. */
  all: SwapToken[]
}

const rank = (symbol: string) => {
  const index = swapPopularSymbols.indexOf(symbol.toUpperCase())
  return index === -1 ? Number.MAX_SAFE_INTEGER : index
}

/**
 * The lists SwapSelectToken shows. The search matches symbol, name or address, ignoring case;
 * while searching, suggestions are hidden.
 *
 * @example
 * swapTokenLists(tokens, { search: 'us', heldValue: () => 0 }).all.map((t) => t.symbol) // ['USDC']
 */
export function swapTokenLists(
  tokens: readonly SwapToken[],
  { search, heldValue }: { search: string; heldValue: (token: SwapToken) => number },
): SwapTokenLists {
  const term = search.trim().toLowerCase()
  const matches = tokens.filter(
    (t) =>
      !term ||
      t.symbol.toLowerCase().includes(term) ||
      t.name.toLowerCase().includes(term) ||
      t.address.toLowerCase().includes(term),
  )
  const suggested = term
    ? []
    : swapSuggestedSymbols.flatMap((symbol) => tokens.filter((t) => t.symbol === symbol))
  const yours = matches
    .map((token) => ({ token, value: heldValue(token) }))
    .filter(({ value }) => value > 0)
    .sort((a, b) => b.value - a.value)
    .map(({ token }) => token)
  const all = [...matches].sort(
    (a, b) => rank(a.symbol) - rank(b.symbol) || a.symbol.localeCompare(b.symbol),
  )
  return { suggested, yours, all }
}
