import { randomUUID } from 'node:crypto'
import type { OnrampPaymentMethodId, OnrampQuote } from '@keyport/onramp/schemas'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { readTokenPrices } from '../pricing/index.ts'
import { solanaTokens } from '../solana/solanaTokens.ts'
import { assertWithinLimits } from './assertWithinLimits.ts'
import { fiatCents, formatCents } from './fiatCents.ts'
import { type OnrampAsset, onrampAssetsOn } from './onrampAssetsOn.ts'
import { onrampCatalog } from './onrampCatalog.ts'
import { type OnrampNetwork, resolveOnrampNetwork } from './onrampNetworks.ts'
import { type PriceOnrampQuoteParameters, priceOnrampQuote } from './priceOnrampQuote.ts'

export type QuoteOnrampParameters = {
  /** Symbol of the crypto bought: 'ETH', 'USDC'. */
  purchaseCurrency: string
  /** 'USD' or 'EUR'. */
  paymentCurrency: string
  /** What the buyer pays, fees included, as a decimal string. */
  amount: string
  network?: string
  paymentMethod?: OnrampPaymentMethodId
}

export type QuoteOnrampReturnType = {
  quote: OnrampQuote
  /** What a purchase on this quote delivers, and where from. */
  delivery: { network: OnrampNetwork; asset: OnrampAsset; units: bigint }
}

type Costs = Pick<
  PriceOnrampQuoteParameters,
  'assetUsd' | 'networkFee' | 'nativeDecimals' | 'nativeUsd'
>

/**
 * Prices a purchase: limits first (a 400 naming them), then the asset's price from the chain's
 * pools (ETH at the seeded 3000 USD if the pools cannot say), the gas a delivery costs at the
 * chain's current gas price, and the provider's fee for the payment method. On Solana the prices
 * are the fixed ones the balances use (SOL 150, USDC 1) and the delivery costs fixed lamports.
 *
 * @example
 * const { quote } = await quoteOnramp(deps, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'base' })
 * quote.purchaseAmount // { amount: '0.0326…', currency: 'ETH' }
 */
export async function quoteOnramp(
  deps: ApiDeps,
  {
    purchaseCurrency,
    paymentCurrency,
    amount,
    network,
    paymentMethod = 'card',
  }: QuoteOnrampParameters,
): Promise<QuoteOnrampReturnType> {
  const cents = fiatCents(amount)
  assertWithinLimits(cents, paymentCurrency, paymentMethod)
  const where = resolveOnrampNetwork(network, deps.chains, deps.solana)
  const assets = onrampAssetsOn(where)
  const asset = assets.find((a) => a.symbol === purchaseCurrency)
  if (!asset)
    throw new ApiError(
      400,
      'unsupported_asset',
      `'${purchaseCurrency.slice(0, 32)}' cannot be bought on ${where.name}. Buy one of: ${assets.map((a) => a.symbol).join(', ')}.`,
    )
  const costs =
    where.namespace === 'solana' ? solanaCosts(asset) : await evmCosts(where, asset, deps)
  const priced = priceOnrampQuote({
    paymentCents: cents,
    usdPerFiatBps: onrampCatalog.usdPerFiatBps[paymentCurrency] ?? 10_000n,
    feeBps: onrampCatalog.feeBps[paymentMethod],
    assetDecimals: asset.decimals,
    ...costs,
  })
  const fiat = (value: bigint) => ({ amount: formatCents(value), currency: paymentCurrency })
  return {
    quote: {
      paymentTotal: fiat(cents),
      paymentSubtotal: fiat(priced.subtotalCents),
      purchaseAmount: { amount: priced.purchaseAmount, currency: asset.symbol },
      coinbaseFee: fiat(priced.feeCents),
      networkFee: fiat(priced.networkFeeCents),
      quoteId: randomUUID(),
    },
    delivery: { network: where, asset, units: priced.purchaseUnits },
  }
}

async function evmCosts(
  where: Extract<OnrampNetwork, { namespace: 'eip155' }>,
  asset: OnrampAsset,
  deps: ApiDeps,
): Promise<Costs> {
  const [prices, gasPrice] = await Promise.all([
    readTokenPrices(where.chain, deps.log),
    where.chain.client.getGasPrice().catch((cause: unknown) => {
      deps.log(`gas price on chain ${where.chainId} unreadable`, cause)
      throw new ApiError(
        503,
        'chain_unreachable',
        `Chain ${where.chainId} did not answer; try the quote again shortly.`,
      )
    }),
  ])
  const ethUsd = prices.native ?? onrampCatalog.fallbackEthUsd
  const assetUsd = asset.address ? (prices.byAddress.get(asset.address.toLowerCase()) ?? 1) : ethUsd
  const gas = asset.address ? onrampCatalog.deliveryGas.token : onrampCatalog.deliveryGas.native
  return { assetUsd, networkFee: gas * gasPrice, nativeDecimals: 18, nativeUsd: ethUsd }
}

function solanaCosts(asset: OnrampAsset): Costs {
  const sol = solanaTokens.native
  const assetUsd = asset.address ? (solanaTokens.byMint.get(asset.address)?.price ?? 0) : sol.price
  const { native, token } = onrampCatalog.deliveryLamports
  return {
    assetUsd,
    networkFee: asset.address ? token : native,
    nativeDecimals: sol.decimals,
    nativeUsd: sol.price,
  }
}
