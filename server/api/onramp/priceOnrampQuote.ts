import { formatUnits } from 'viem'
import { ApiError } from '../http/ApiError.ts'
import { formatCents } from './fiatCents.ts'

export type PriceOnrampQuoteParameters = {
  /** What the buyer pays, fees included, in cents of `usdPerFiatBps`'s currency. */
  paymentCents: bigint
  /** USD per one unit of the payment currency, in basis points (USD 10000, EUR 10800). */
  usdPerFiatBps: bigint
  /** The provider's fee in basis points of the payment. */
  feeBps: bigint
  /** USD price of one whole unit of the asset bought. */
  assetUsd: number
  assetDecimals: number
  /** What delivering costs, in the native coin's smallest unit (wei, lamports). */
  networkFee: bigint
  /** The native coin's decimals (18 for ETH, 9 for SOL) and USD price, to turn the fee into fiat. */
  nativeDecimals: number
  nativeUsd: number
}

export type PriceOnrampQuoteReturnType = {
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** The asset delivered, in its smallest unit. */
  purchaseUnits: bigint
  purchaseAmount: string
}

const micros = (usd: number) => BigInt(Math.round(usd * 1e6))
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/**
 * Splits a payment into fee, network fee and subtotal, and converts the subtotal into the asset,
 * in integers: fees round up to the cent, the crypto delivered rounds down to the unit. One USD
 * micro-dollar per payment-currency basis point is one cent, hence `usdMicros / usdPerFiatBps`.
 *
 * @example
 * priceOnrampQuote({ paymentCents: 10_000n, usdPerFiatBps: 10_000n, feeBps: 200n, assetUsd: 3000,
 *   assetDecimals: 18, networkFee: 21_000n * 10n ** 9n, nativeDecimals: 18, nativeUsd: 3000 }).purchaseAmount
 *   // '0.032643333333333333' (100.00 - 2.00 fee - 0.07 gas, at 3000)
 */
export function priceOnrampQuote(p: PriceOnrampQuoteParameters): PriceOnrampQuoteReturnType {
  if (p.assetUsd <= 0 || p.nativeUsd <= 0)
    throw new ApiError(503, 'price_unavailable', 'No price is known for this asset right now.')
  const feeCents = ceilDiv(p.paymentCents * p.feeBps, 10_000n)
  const networkFeeCents =
    p.networkFee === 0n
      ? 0n
      : ceilDiv(
          p.networkFee * micros(p.nativeUsd),
          10n ** BigInt(p.nativeDecimals) * p.usdPerFiatBps,
        )
  const subtotalCents = p.paymentCents - feeCents - networkFeeCents
  if (subtotalCents <= 0n)
    throw new ApiError(
      400,
      'amount_too_small',
      `${formatCents(p.paymentCents)} does not cover the fees (${formatCents(feeCents + networkFeeCents)}); pay more.`,
    )
  const purchaseUnits =
    (subtotalCents * p.usdPerFiatBps * 10n ** BigInt(p.assetDecimals)) / micros(p.assetUsd)
  return {
    feeCents,
    networkFeeCents,
    subtotalCents,
    purchaseUnits,
    purchaseAmount: formatUnits(purchaseUnits, p.assetDecimals),
  }
}
