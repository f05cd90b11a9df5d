import { describe, expect, test } from 'vitest'
import { fallbackPaymentCurrencies } from '../schemas.ts'
import { checkOnrampAmount, onrampLimit } from './checkOnrampAmount.ts'

const card = { currency: 'USD', method: 'card' as const, limit: { min: '10.00', max: '7500.00' } }

describe('onrampLimit', () => {
  test('behavior: spec §9 fallback limits, card 10-7500 and bank 10-25000, in USD and EUR', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(onrampLimit([], currency, 'card')).toEqual({ min: '10.00', max: '7500.00' })
      expect(onrampLimit([], currency, 'ach_bank_account')).toEqual({
        min: '10.00',
        max: '25000.00',
      })
    }
  })

  test('behavior: the options win, but no minimum goes below 10.00 and garbage is ignored', () => {
    const offered = (min: string, max: string) => [
      { id: 'USD', payment_method_limits: [{ id: 'card' as const, min, max }] },
    ]
    expect(onrampLimit(offered('20.00', '500.00'), 'USD', 'card')).toEqual({
      min: '20.00',
      max: '500.00',
    })
    expect(onrampLimit(offered('1.00', '500.00'), 'USD', 'card')).toEqual({
      min: '10.00',
      max: '500.00',
    })
    expect(onrampLimit(offered('ten', '500'), 'USD', 'card')).toEqual({
      min: '10.00',
      max: '7500.00',
    })
    expect(onrampLimit(fallbackPaymentCurrencies, 'GBP', 'card')).toEqual({
      min: '10.00',
      max: '7500.00',
    })
  })
})

describe('checkOnrampAmount', () => {
  test.each([
    ['100', '100'],
    ['10', '10'],
    ['7500.00', '7500.00'],
    ['99,5', '99.5'],
    ['25.', '25'],
  ])('behavior: %j is accepted as %j', (text, amount) => {
    expect(checkOnrampAmount(text, card)).toBe(amount)
  })

  test.each([
    ['', 'Enter an amount'],
    ['abc', 'Enter an amount like 100 or 99.50'],
    ['10.001', 'Enter an amount like 100 or 99.50'],
    ['-20', 'Enter an amount like 100 or 99.50'],
    ['9.99', 'The minimum is 10.00 USD'],
    ['0', 'The minimum is 10.00 USD'],
    ['7500.01', 'The maximum is 7,500.00 USD'],
  ])('behavior: %j is refused with %j', (text, message) => {
    expect(() => checkOnrampAmount(text, card)).toThrow(
      expect.objectContaining({ name: 'OnrampAmountInvalidError', shortMessage: message }),
    )
  })

  test('behavior: the refusal names the range and the payment method', () => {
    const bank = {
      currency: 'EUR',
      method: 'ach_bank_account' as const,
      limit: { min: '10.00', max: '25000.00' },
    }
    expect(checkOnrampAmount('20000', bank)).toBe('20000')
    expect(() => checkOnrampAmount('30000', bank)).toThrow(
      expect.objectContaining({
        shortMessage: 'The maximum is 25,000.00 EUR',
        details: 'Pay between 10.00 and 25,000.00 EUR by bank account.',
      }),
    )
  })
})
