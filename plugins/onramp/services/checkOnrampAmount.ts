import { OnrampAmountInvalidError } from '../errors.ts'
import {
  fallbackPaymentCurrencies,
  type OnrampPaymentMethodId,
  type PaymentCurrency,
} from '../schemas.ts'

export type OnrampLimit = { min: string; max: string }

const methodNames: Record<OnrampPaymentMethodId, string> = {
  card: 'card',
  ach_bank_account: 'bank account',
}

const decimal = /^\d{1,12}(\.\d+)?$/

/** Spec §5: whatever the options say, no payment method goes below 10.00. */
const FLOOR_CENTS = 1000n

const cents = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'))
}
const show = (value: bigint) =>
  `${(value / 100n).toLocaleString('en-US')}.${String(value % 100n).padStart(2, '0')}`

/**
 * The limits of a payment method in a fiat currency: from the options when they name them, else
 * spec §9's fallback (card 10 to 7500, bank account 10 to 25000); never a minimum below 10.00.
 *
 * @example
 * onrampLimit(options.paymentCurrencies, 'EUR', 'ach_bank_account') // { min: '10.00', max: '25000.00' }
 */
export function onrampLimit(
  currencies: readonly PaymentCurrency[],
  currency: string,
  method: OnrampPaymentMethodId,
): OnrampLimit {
  const find = (list: readonly PaymentCurrency[]) =>
    list.find((c) => c.id === currency)?.payment_method_limits.find((l) => l.id === method)
  const given = find(currencies)
  const found =
    given && decimal.test(given.min) && decimal.test(given.max)
      ? given
      : (find(fallbackPaymentCurrencies) ?? { min: '10.00', max: '7500.00' })
  return { min: cents(found.min) < FLOOR_CENTS ? '10.00' : found.min, max: found.max }
}

/**
 * Checks the fiat amount typed against the limits; returns it as a plain decimal string ('100',
 * '99.5'). Throws `OnrampAmountInvalidError` with the text to show.
 *
 * @example
 * checkOnrampAmount('5', { currency: 'USD', method: 'card', limit: { min: '10.00', max: '7500.00' } })
 * // throws 'The minimum is 10.00 USD by card'
 */
export function checkOnrampAmount(
  text: string,
  {
    currency,
    method,
    limit,
  }: { currency: string; method: OnrampPaymentMethodId; limit: OnrampLimit },
): string {
  const value = text.trim().replace(',', '.')
  if (value === '') throw new OnrampAmountInvalidError('Enter an amount')
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(value))
    throw new OnrampAmountInvalidError('Enter an amount like 100 or 99.50')
  const range = `Pay between ${show(cents(limit.min))} and ${show(cents(limit.max))} ${currency} by ${methodNames[method]}.`
  if (cents(value) < cents(limit.min))
    throw new OnrampAmountInvalidError(
      `The minimum is ${show(cents(limit.min))} ${currency}`,
      range,
    )
  if (cents(value) > cents(limit.max))
    throw new OnrampAmountInvalidError(
      `The maximum is ${show(cents(limit.max))} ${currency}`,
      range,
    )
  return value.replace(/\.$/, '')
}
