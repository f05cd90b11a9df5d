import type { OnrampQuote } from '../schemas.ts'

/** The quote id of a placeholder: a view shows 'quote unavailable' rather than its figures. */
export const PLACEHOLDER_QUOTE_ID = 'placeholder'

/**
 * Spec §7: the quote returned when `/v1/onramp/quote` fails. It repeats what the buyer pays and
 * prices nothing: the crypto amount and the fees are 0, and the provider's page shows the real
 * figures.
 *
 * @example
 * placeholderQuote({ amount: '100', paymentCurrency: 'USD', purchaseCurrency: 'ETH' }).quoteId // 'placeholder'
 */
export function placeholderQuote({
  amount,
  paymentCurrency,
  purchaseCurrency,
}: {
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
}): OnrampQuote {
  const fiat = (value: string) => ({ amount: value, currency: paymentCurrency })
  return {
    paymentTotal: fiat(amount),
    paymentSubtotal: fiat(amount),
    purchaseAmount: { amount: '0', currency: purchaseCurrency },
    coinbaseFee: fiat('0'),
    networkFee: fiat('0'),
    quoteId: PLACEHOLDER_QUOTE_ID,
  }
}
