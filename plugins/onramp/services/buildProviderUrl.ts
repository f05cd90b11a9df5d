/** What a provider with its own checkout URL is told about the purchase. */
export type ProviderUrlParameters = {
  address: string
  network: string
  asset: string
  amount: string
  currency: string
  paymentMethod: string
}

/**
 * The checkout URL of a provider configured with its own `url` (rather than the data API's
 * generator): the purchase goes in the query. Only http(s) URLs are opened.
 *
 * @example
 * buildProviderUrl('https://pay.example/buy', { address: '0x…', network: 'base', asset: 'ETH', amount: '100', currency: 'USD', paymentMethod: 'card' })
 * // 'https://pay.example/buy?walletAddress=0x…&network=base&asset=ETH&fiatAmount=100&fiatCurrency=USD&paymentMethod=card'
 */
export function buildProviderUrl(base: string, parameters: ProviderUrlParameters): string {
  const url = new URL(base)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`A provider URL must be http(s), got ${url.protocol}`)
  url.searchParams.set('walletAddress', parameters.address)
  url.searchParams.set('network', parameters.network)
  url.searchParams.set('asset', parameters.asset)
  url.searchParams.set('fiatAmount', parameters.amount)
  url.searchParams.set('fiatCurrency', parameters.currency)
  url.searchParams.set('paymentMethod', parameters.paymentMethod)
  return url.toString()
}
