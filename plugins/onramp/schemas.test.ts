import { describe, expect, test } from 'vitest'
import {
  fallbackPaymentCurrencies,
  onrampQuoteRequestSchema,
  onrampUrlRequestSchema,
} from './schemas.ts'

describe('onrampQuoteRequestSchema', () => {
  test('behavior: currencies as ids or AppKit option objects, amounts as strings or numbers', () => {
    expect(
      onrampQuoteRequestSchema.parse({
        purchaseCurrency: { id: 'usdc-id', symbol: 'usdc' },
        paymentCurrency: 'eur',
        amount: 25.5,
      }),
    ).toEqual({ purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '25.5' })
  })

  test.each([-1, 0, '1e3', 'NaN', '', Number.MAX_VALUE])(
    'behavior: amount %j is refused',
    (amount) => {
      expect(
        onrampQuoteRequestSchema.safeParse({
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount,
        }).success,
      ).toBe(false)
    },
  )
})

describe('onrampUrlRequestSchema', () => {
  test("behavior: defaultExperience defaults to 'buy' and nothing else is accepted", () => {
    const request = {
      destinationWallets: [
        { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', blockchains: ['base'] },
      ],
      partnerUserId: 'user-1',
    }
    expect(onrampUrlRequestSchema.parse(request).defaultExperience).toBe('buy')
    expect(
      onrampUrlRequestSchema.safeParse({ ...request, defaultExperience: 'send' }).error?.issues[0]
        ?.message,
    ).toBe("defaultExperience must be 'buy' (the only experience here)")
  })
})

describe('fallbackPaymentCurrencies', () => {
  test('behavior: spec §9 limits, card 10-7500 and bank 10-25000, for USD and EUR', () => {
    expect(fallbackPaymentCurrencies.map((c) => [c.id, c.payment_method_limits])).toEqual(
      ['USD', 'EUR'].map((id) => [
        id,
        [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      ]),
    )
  })
})
