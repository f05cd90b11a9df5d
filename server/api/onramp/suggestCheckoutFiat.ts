import type { ApiDeps } from '../ApiDeps.ts'
import { readTokenPrices } from '../pricing/index.ts'
import { solanaTokens } from '../solana/solanaTokens.ts'
import type { Checkout } from './createCheckoutStore.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import { resolveOnrampNetwork } from './onrampNetworks.ts'

/**
 * The amount the checkout form starts with, in USD: the preset fiat amount, or enough to buy the
 * preset crypto amount (its price plus 3 % for the fee and gas), or 100. Kept within the card
 * limits, which the form is checked against.
 *
 * @example
 * await suggestCheckoutFiat(deps, checkout) // '154.50' for a 0.05 ETH preset at 3000
 */
export async function suggestCheckoutFiat(deps: ApiDeps, checkout: Checkout): Promise<string> {
  if (checkout.presetFiatAmount) return checkout.presetFiatAmount
  const crypto = Number(checkout.presetCryptoAmount)
  if (!checkout.presetCryptoAmount || !(crypto > 0)) return '100.00'
  const asset = checkout.wallets[0]?.assets[0] ?? 'ETH'
  let price = 1
  if (asset === 'SOL') price = solanaTokens.native.price
  if (asset === 'ETH') {
    const network = resolveOnrampNetwork(checkout.defaultNetwork, deps.chains, deps.solana)
    const prices =
      network.namespace === 'eip155'
        ? await readTokenPrices(network.chain, deps.log).catch(() => undefined)
        : undefined
    price = prices?.native ?? onrampCatalog.fallbackEthUsd
  }
  const usd = Math.ceil(crypto * price * 1.03 * 100) / 100
  return Math.min(7500, Math.max(10, usd)).toFixed(2)
}
