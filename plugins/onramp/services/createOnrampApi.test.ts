import { createDataApiClient } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { ethQuote, localOptions } from '../testing/fakeOnrampApi.ts'
import { createOnrampApi } from './createOnrampApi.ts'
import { fallbackOnrampOptions } from './fallbackOnrampOptions.ts'

const api = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const onramp = () =>
  createOnrampApi(
    createDataApiClient({ baseUrl: api, projectId: 'keyport-dev', sdkVersion: '0.1.0' }),
  )
const request = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'base',
  paymentMethod: 'card' as const,
}

describe('createOnrampApi', () => {
  test('behavior: options come from the API, and fall back to the built-in defaults on failure', async () => {
    server.use(http.get(`${api}/v1/onramp/options`, () => HttpResponse.json(localOptions)))
    expect(await onramp().options()).toEqual({ options: localOptions, fallback: false })
    server.use(http.get(`${api}/v1/onramp/options`, () => HttpResponse.json({ nope: 1 })))
    expect(await onramp().options()).toEqual({ options: fallbackOnrampOptions, fallback: true })
    server.use(http.get(`${api}/v1/onramp/options`, () => HttpResponse.error()))
    const { options } = await onramp().options()
    expect(options.paymentCurrencies.map((c) => [c.id, c.payment_method_limits])).toEqual(
      ['USD', 'EUR'].map((id) => [
        id,
        [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      ]),
    )
    expect(options.providers.map((p) => [p.feeRange, p.supportedChains])).toEqual([
      ['1-2%', ['eip155']],
      ['1-2%', ['eip155', 'solana']],
    ])
  })

  test('behavior: a failed quote is a placeholder that prices nothing', async () => {
    let body: unknown
    server.use(
      http.post(`${api}/v1/onramp/quote`, async ({ request: sent }) => {
        body = await sent.json()
        return HttpResponse.json(ethQuote)
      }),
    )
    expect(await onramp().quote(request)).toEqual(ethQuote)
    expect(body).toEqual(request)
    server.use(
      http.post(`${api}/v1/onramp/quote`, () =>
        HttpResponse.json(
          { reasons: [{ description: 'Chain 8453 did not answer' }] },
          { status: 503 },
        ),
      ),
    )
    expect(await onramp().quote(request)).toEqual({
      paymentTotal: { amount: '100', currency: 'USD' },
      paymentSubtotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '0', currency: 'ETH' },
      coinbaseFee: { amount: '0', currency: 'USD' },
      networkFee: { amount: '0', currency: 'USD' },
      quoteId: 'placeholder',
    })
  })

  test('behavior: the generator answers a URL to open; a refusal carries its reason', async () => {
    const url = {
      destinationWallets: [
        { address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', blockchains: ['base'] },
      ],
      partnerUserId: 'u',
    }
    server.use(
      http.post(`${api}/v1/generators/onrampurl`, () =>
        HttpResponse.json({ url: 'http://api.test/onramp/checkout?session=1' }),
      ),
    )
    expect(await onramp().url(url)).toBe('http://api.test/onramp/checkout?session=1')
    server.use(
      http.post(`${api}/v1/generators/onrampurl`, () =>
        HttpResponse.json({ url: 'javascript:alert(1)' }),
      ),
    )
    await expect(onramp().url(url)).rejects.toMatchObject({ name: 'OnrampUrlFailedError' })
    server.use(
      http.post(`${api}/v1/generators/onrampurl`, () =>
        HttpResponse.json(
          { reasons: [{ description: "Asset 'DOGE' is not for sale here." }] },
          { status: 400 },
        ),
      ),
    )
    await expect(onramp().url(url)).rejects.toMatchObject({
      shortMessage: 'The provider could not be opened. Try again.',
      details: "Asset 'DOGE' is not for sale here.",
    })
  })
})
