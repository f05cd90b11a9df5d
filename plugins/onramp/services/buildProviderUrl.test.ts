import { describe, expect, test } from 'vitest'
import { buildProviderUrl } from './buildProviderUrl.ts'

const purchase = {
  address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  network: 'base',
  asset: 'ETH',
  amount: '100',
  currency: 'USD',
  paymentMethod: 'card',
}

describe('buildProviderUrl', () => {
  test('behavior: the purchase goes in the query of the configured URL, keeping its own', () => {
    const url = new URL(buildProviderUrl('https://pay.example/buy?ref=keyport', purchase))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'keyport',
      walletAddress: purchase.address,
      network: 'base',
      asset: 'ETH',
      fiatAmount: '100',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
    })
  })

  test('behavior: only http(s) URLs are opened', () => {
    expect(() => buildProviderUrl('javascript:alert(1)', purchase)).toThrow(TypeError)
  })
})
