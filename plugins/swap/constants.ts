/**
 * Spec §9: the 12 chains swaps run on. The local stack's chains (1 and 8453) are among them.
 *
 * @example
 * swapNetworkIds.includes(8453) // true
 */
export const swapNetworkIds: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

// On its own module: the plugin's entry needs it, and only it, before any click.
export { SWAP_SLIPPAGE_TOLERANCE } from './slippage.ts'

/** How long the amount must stay unchanged before a quote is asked for. */
export const SWAP_QUOTE_DEBOUNCE_MS = 500

/**
 * Spec §9: about 27 suggested symbols, shown first when choosing a token. Only the ones the
 * exchange lists on the current chain appear.
 */
export const swapSuggestedSymbols: readonly string[] = [
  'ETH',
  'USDC',
  'USDT',
  'DAI',
  'WETH',
  'WBTC',
  'UNI',
  'LINK',
  'AAVE',
  'ARB',
  'OP',
  'POL',
  'MATIC',
  'LDO',
  'MKR',
  '1INCH',
  'CRV',
  'COMP',
  'SNX',
  'GRT',
  'SHIB',
  'PEPE',
  'APE',
  'ENS',
  'BNB',
  'AVAX',
  'SUSHI',
]

/** Spec §9: about 60 popular symbols; they order the full token list. */
export const swapPopularSymbols: readonly string[] = [
  ...swapSuggestedSymbols,
  'FRAX',
  'LUSD',
  'TUSD',
  'USDP',
  'PYUSD',
  'GUSD',
  'STETH',
  'WSTETH',
  'RETH',
  'CBETH',
  'RPL',
  'BAL',
  'YFI',
  'ZRX',
  'BAT',
  'DYDX',
  'IMX',
  'GMX',
  'FXS',
  'CVX',
  'RNDR',
  'FET',
  'INJ',
  'BLUR',
  'SAND',
  'MANA',
  'AXS',
  'CHZ',
  'QNT',
  'KNC',
  'LRC',
  'STG',
  'ANKR',
]
