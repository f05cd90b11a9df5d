import type { OnrampOptionsResponse, OnrampQuote, OnrampUrlRequest } from '../schemas.ts'
import type { OnrampApi, OnrampQuoteRequest } from '../services/createOnrampApi.ts'
import { fallbackOnrampOptions } from '../services/fallbackOnrampOptions.ts'

export const buyer = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const

/** What the local stack's `/v1/onramp/options` answers, on chains 1 and 8453. */
export const localOptions: OnrampOptionsResponse = {
  ...fallbackOnrampOptions,
  purchaseCurrencies: ['ETH', 'USDC'].map((symbol) => ({
    id: symbol,
    name: symbol === 'ETH' ? 'Ether' : 'USD Coin',
    symbol,
    networks: [
      { name: 'ethereum', display_name: 'Ethereum (local)', chain_id: '1', contract_address: '' },
      { name: 'base', display_name: 'Base (local)', chain_id: '8453', contract_address: '' },
    ],
  })),
  providers: [
    {
      label: 'Keyport Pay (local)',
      name: 'keyport-pay',
      feeRange: '1-2%',
      url: '',
      supportedChains: ['eip155'],
    },
    {
      label: 'Sandbox Ramp (local)',
      name: 'sandbox-ramp',
      feeRange: '1-2%',
      url: '',
      supportedChains: ['eip155', 'solana'],
    },
    { label: 'Solana Only', name: 'sol', feeRange: '1-2%', url: '', supportedChains: ['solana'] },
  ],
}

type Pending = {
  request: OnrampQuoteRequest
  signal?: AbortSignal
  resolve(quote: OnrampQuote): void
}

/**
 * An on-ramp client whose quotes wait in `quotes`; `urls` records the generator requests.
 * `options: null` is an options call that failed.
 */
export function fakeOnrampApi({ options = localOptions as OnrampOptionsResponse | null } = {}) {
  const quotes: Pending[] = []
  const urls: OnrampUrlRequest[] = []
  const api: OnrampApi = {
    options: async () =>
      options ? { options, fallback: false } : { options: fallbackOnrampOptions, fallback: true },
    quote: (request, signal) => new Promise((resolve) => quotes.push({ request, signal, resolve })),
    url: async (request) => {
      urls.push(request)
      return 'http://api.test/onramp/checkout?session=4f1c0000-0000-4000-8000-000000000000'
    },
  }
  return { api, quotes, urls }
}

/** A quote as the local provider prices 100 USD of ETH by card. */
export const ethQuote: OnrampQuote = {
  paymentTotal: { amount: '100.00', currency: 'USD' },
  paymentSubtotal: { amount: '97.99', currency: 'USD' },
  purchaseAmount: { amount: '0.032663', currency: 'ETH' },
  coinbaseFee: { amount: '2.00', currency: 'USD' },
  networkFee: { amount: '0.01', currency: 'USD' },
  quoteId: 'q-1',
}

/** A connect-plugin balance of ETH on a chain. */
export const ether = (numeric: string, chainId = 1) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: `eip155:${chainId}`,
  value: Number(numeric) * 3000,
  price: 3000,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})
