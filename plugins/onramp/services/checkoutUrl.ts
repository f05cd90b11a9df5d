import type { OnrampPaymentMethodId } from '../schemas.ts'
import { buildProviderUrl } from './buildProviderUrl.ts'
import type { OnrampApi } from './createOnrampApi.ts'

export type CheckoutUrlParameters = {
  /** The provider's own checkout URL; empty means the data API's generator makes one. */
  providerUrl: string
  /** 0x, or base58 on Solana. */
  address: string
  /** Coinbase-style name: 'base'. */
  network: string
  symbol: string
  /** The checked fiat amount. */
  amount: string
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethodId
}

/**
 * The checkout page for a purchase: the data API's `/v1/generators/onrampurl` (spec §7) for the
 * wallet, network and asset, or the provider's own URL with the purchase in its query.
 *
 * @example
 * await checkoutUrl(api, { providerUrl: '', address, network: 'base', symbol: 'ETH', amount: '100', paymentCurrency: 'USD', paymentMethod: 'card' })
 * // 'http://127.0.0.1:4000/onramp/checkout?session=…'
 */
export function checkoutUrl(api: OnrampApi, parameters: CheckoutUrlParameters): Promise<string> {
  const { providerUrl, address, network, symbol, amount, paymentCurrency, paymentMethod } =
    parameters
  if (providerUrl)
    return Promise.resolve(
      buildProviderUrl(providerUrl, {
        address,
        network,
        asset: symbol,
        amount,
        currency: paymentCurrency,
        paymentMethod,
      }),
    )
  return api.url({
    destinationWallets: [{ address, blockchains: [network], assets: [symbol] }],
    defaultNetwork: network,
    partnerUserId: address,
    defaultExperience: 'buy',
    // The generator checks a preset against the card limits in USD; other amounts are typed there.
    presetFiatAmount: paymentCurrency === 'USD' && paymentMethod === 'card' ? amount : undefined,
  })
}
