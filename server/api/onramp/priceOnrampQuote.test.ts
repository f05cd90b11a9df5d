import { describe, expect, test } from 'vitest'
import { ApiError } from '../http/ApiError.ts'
import { priceOnrampQuote } from './priceOnrampQuote.ts'

const gwei = 10n ** 9n
const base = {
  paymentCents: 10_000n,
  usdPerFiatBps: 10_000n,
  feeBps: 200n,
  assetUsd: 3000,
  assetDecimals: 18,
  networkFee: 21_000n * gwei,
  nativeDecimals: 18,
  nativeUsd: 3000,
}

describe('priceOnrampQuote', () => {
  test('behavior: 100 USD by card buys ETH after a 2 % fee and the gas, rounded in our favour', () => {
    expect(priceOnrampQuote(base)).toEqual({
      feeCents: 200n,
      // 21,000 gas at 1 gwei is 0.063 USD: rounds up to 7 cents.
      networkFeeCents: 7n,
      subtotalCents: 9793n,
      purchaseUnits: 32_643_333_333_333_333n,
      purchaseAmount: '0.032643333333333333',
    })
  })

  test('behavior: EUR converts at its rate, so 100 EUR buys 1.08 times as much', () => {
    const eur = priceOnrampQuote({
      ...base,
      usdPerFiatBps: 10_800n,
      assetUsd: 1,
      assetDecimals: 6,
      networkFee: 0n,
    })
    expect(eur.subtotalCents).toBe(9800n)
    expect(eur.purchaseAmount).toBe('105.84')
  })

  test('behavior: a payment that does not cover the fees is a 400', () => {
    const tooSmall = () => priceOnrampQuote({ ...base, paymentCents: 5n, networkFee: 10n ** 18n })
    expect(tooSmall).toThrow(ApiError)
    expect(tooSmall).toThrow('does not cover the fees')
  })

  test('behavior: a Solana delivery prices its fee in lamports at the SOL price', () => {
    const sol = priceOnrampQuote({
      ...base,
      assetUsd: 150,
      assetDecimals: 9,
      networkFee: 5_000n,
      nativeDecimals: 9,
      nativeUsd: 150,
    })
    // 5,000 lamports at 150 USD is 0.075 cents: rounds up to 1 cent.
    expect(sol).toMatchObject({ networkFeeCents: 1n, subtotalCents: 9799n })
    expect(sol.purchaseAmount).toBe('0.653266666')
  })
})
