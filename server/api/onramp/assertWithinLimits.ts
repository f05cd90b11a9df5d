import { fallbackPaymentCurrencies, type OnrampPaymentMethodId } from '@keyport/onramp/schemas'
import { ApiError } from '../http/ApiError.ts'
import { fiatCents, formatCents } from './fiatCents.ts'

const methodNames: Record<OnrampPaymentMethodId, string> = {
  card: 'card',
  ach_bank_account: 'bank account',
}

/**
 * Throws a 400 naming the limits when `cents` is outside the payment method's range in
 * `currency` (spec §9: card 10 to 7500, bank account 10 to 25000, for USD and EUR).
 *
 * @example
 * assertWithinLimits(500n, 'USD', 'card') // throws: '5.00 USD is below the card minimum…'
 */
export function assertWithinLimits(
  cents: bigint,
  currency: string,
  method: OnrampPaymentMethodId,
): void {
  const offered = fallbackPaymentCurrencies.find((c) => c.id === currency)
  if (!offered)
    throw new ApiError(
      400,
      'unsupported_currency',
      `Payment currency '${currency.slice(0, 32)}' is not offered. Pay in one of: ${fallbackPaymentCurrencies.map((c) => c.id).join(', ')}.`,
    )
  const limit = offered.payment_method_limits.find((l) => l.id === method)
  if (!limit)
    throw new ApiError(400, 'unsupported_method', `Payment method ${method} is not offered.`)
  const range = `between ${limit.min} and ${limit.max} ${currency} by ${methodNames[method]}`
  const shown = `${formatCents(cents)} ${currency}`
  if (cents < fiatCents(limit.min))
    throw new ApiError(400, 'amount_below_minimum', `${shown} is below the minimum: pay ${range}.`)
  if (cents > fiatCents(limit.max))
    throw new ApiError(400, 'amount_above_maximum', `${shown} is above the maximum: pay ${range}.`)
}
