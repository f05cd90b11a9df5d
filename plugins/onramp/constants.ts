import type { OnrampOptionsResponse } from './schemas.ts'

/** Spec §9: Coinbase-style names of the chains on-ramps deliver to, by chain id. */
export const onrampChainNames: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

/** The Coinbase-style name of Solana, where a Solana account's purchases are delivered. */
export const ONRAMP_SOLANA_NETWORK = 'solana'

/** Spec §9: the network bought on when the connected chain has no on-ramp name. */
export const ONRAMP_FALLBACK_NETWORK = 'ethereum'

/** How long the amount must stay unchanged before a quote is asked for. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500

/** How often BuyInProgress reads the balance (spec §9 lists a 3 s interval). */
export const ONRAMP_BALANCE_POLL_MS = 3_000

/** How long BuyInProgress watches before it says the purchase has not arrived (spec §9: 4 min). */
export const ONRAMP_WATCH_TIMEOUT_MS = 240_000

/**
 * Spec §9: two providers, each with fees of 1-2 %; one eip155 only, the other eip155 and solana.
 * These are the built-in defaults shown when `/v1/onramp/options` fails; an empty `url` means the
 * checkout URL comes from the data API's generator (`/v1/generators/onrampurl`).
 */
export const defaultOnrampProviders: OnrampOptionsResponse['providers'] = [
  { label: 'Coinbase', name: 'coinbase', feeRange: '1-2%', url: '', supportedChains: ['eip155'] },
  {
    label: 'Meld.io',
    name: 'meld',
    feeRange: '1-2%',
    url: '',
    supportedChains: ['eip155', 'solana'],
  },
]
