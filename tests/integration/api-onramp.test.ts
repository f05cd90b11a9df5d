import {
  onrampOptionsResponseSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
} from '@keyport/onramp/schemas'
import { startLocalStack } from '@keyport/server/api/bench/startLocalStack.ts'
import { toViemChain } from '@keyport/server/chain/index.ts'
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

type Answer = {
  status: number
  body: Record<string, unknown> & { reasons?: { description: string }[] }
}

// An address no seed funds: its balance before the purchase is zero.
const buyer = privateKeyToAccount(`0x${'42'.repeat(32)}`).address

describe('onrampRoutes', () => {
  let stack: Awaited<ReturnType<typeof startLocalStack>>
  beforeAll(async () => {
    stack = await startLocalStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const post = async (path: string, body: unknown): Promise<Answer> => {
    const answer = await fetch(`${stack.api.url}${path}?projectId=keyport-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json()) as Answer['body'] }
  }
  const clientOn = (chainId: number) => {
    const chain = stack.deployment.chains.find((c) => c.chainId === chainId)!
    return { chain, client: createPublicClient({ chain: toViemChain(chain), transport: http() }) }
  }

  test('behavior: options list methods, USD and EUR limits, ETH and USDC on both chains, two providers', async () => {
    const { status, body } = await stack.api.get('/v1/onramp/options?projectId=keyport-dev')
    expect(status).toBe(200)
    const options = onrampOptionsResponseSchema.parse(body)
    expect(options.paymentMethods.map((m) => m.id)).toEqual(['card', 'ach_bank_account'])
    for (const currency of ['USD', 'EUR'])
      expect(
        options.paymentCurrencies.find((c) => c.id === currency)?.payment_method_limits,
      ).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    const usdc = clientOn(1).chain.tokens.find((t) => t.symbol === 'USDC')!.address
    expect(
      options.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => n.name)]),
    ).toEqual([
      ['ETH', ['ethereum', 'base']],
      ['USDC', ['ethereum', 'base']],
    ])
    expect(options.purchaseCurrencies[1]?.networks[0]).toEqual({
      name: 'ethereum',
      display_name: 'Ethereum (local)',
      chain_id: '1',
      contract_address: usdc,
    })
    expect(options.providers.map((p) => [p.label, p.feeRange, p.supportedChains])).toEqual([
      ['Keyport Pay (local)', '1-2%', ['eip155']],
      ['Sandbox Ramp (local)', '1-2%', ['eip155', 'solana']],
    ])
  })

  test('behavior: a quote splits the payment into fee, gas and ETH at the pool price (~3000)', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'base',
    })
    expect(status).toBe(200)
    const quote = onrampQuoteSchema.parse(body)
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ amount: '2.00', currency: 'USD' })
    expect(quote.purchaseAmount.currency).toBe('ETH')
    const sum =
      Number(quote.paymentSubtotal.amount) +
      Number(quote.coinbaseFee.amount) +
      Number(quote.networkFee.amount)
    expect(sum).toBeCloseTo(100, 2)
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(
      Number(quote.paymentSubtotal.amount) / 3000,
      3,
    )
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('behavior: EUR is priced at 1.08 USD and bank payments cost 1 %', async () => {
    const { body } = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'EUR' },
      amount: 1000,
      network: 'eip155:1',
      paymentMethod: 'ach_bank_account',
    })
    const quote = onrampQuoteSchema.parse(body)
    expect(quote.coinbaseFee).toEqual({ amount: '10.00', currency: 'EUR' })
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(
      Number(quote.paymentSubtotal.amount) * 1.08,
      2,
    )
  })

  test.each([
    [
      { amount: '9.99' },
      '9.99 USD is below the minimum: pay between 10.00 and 7500.00 USD by card.',
    ],
    [{ amount: '7500.01' }, 'is above the maximum: pay between 10.00 and 7500.00 USD by card.'],
    [
      { amount: '25001', paymentMethod: 'ach_bank_account', paymentCurrency: 'EUR' },
      'pay between 10.00 and 25000.00 EUR by bank account',
    ],
    [{ paymentCurrency: 'GBP' }, "Payment currency 'GBP' is not offered. Pay in one of: USD, EUR."],
    [{ purchaseCurrency: 'DOGE' }, "'DOGE' cannot be bought on ethereum. Buy one of: ETH, USDC."],
    [
      { network: 'polygon' },
      "Network 'polygon' is not available for buying here. Use one of: ethereum, base.",
    ],
    [{ amount: '10.001' }, 'use at most two decimals'],
    [{ amount: -5 }, 'Expected a positive decimal amount'],
  ])('behavior: a quote with %o is a 400 saying %s', async (change, reason) => {
    const answer = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      ...change,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons?.[0]?.description).toContain(reason)
  })

  test('behavior: the generated URL opens a checkout whose Buy sends ETH on chain', async () => {
    const generated = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['ethereum', 'base'], assets: ['ETH'] }],
      defaultNetwork: 'base',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: '250',
    })
    expect(generated.status).toBe(200)
    const { url } = onrampUrlResponseSchema.parse(generated.body)
    expect(url).toMatch(new RegExp(`^${stack.api.url}/onramp/checkout\\?session=[0-9a-f-]{36}$`))

    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('<button type="submit">Buy</button>')
    expect(html).toContain('value="250"')
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string

    const { client } = clientOn(8453)
    expect(await client.getBalance({ address: buyer })).toBe(0n)
    // What a browser sends when the form is submitted as filled in.
    const bought = await fetch(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'network=base&asset=ETH&amount=250&paymentCurrency=USD&paymentMethod=card&cardNumber=4242+4242+4242+4242&cardExpiry=12%2F99&cardCvc=123',
    })
    expect(bought.status).toBe(200)
    const receipt = await bought.text()
    expect(receipt).toContain('Purchase complete')
    const hash = /id="tx-hash">(0x[0-9a-f]{64})</.exec(receipt)?.[1] as `0x${string}`
    const tx = await client.getTransactionReceipt({ hash })
    expect(tx.status).toBe('success')
    const balance = await client.getBalance({ address: buyer })
    expect(Number(balance) / 1e18).toBeCloseTo((250 - 5 - 0.01) / 3000, 3)
    expect(await clientOn(1).client.getBalance({ address: buyer })).toBe(0n)

    // The page now shows the receipt, and the form cannot pay out twice.
    expect(await (await fetch(url)).text()).toContain(hash)
    const again = await fetch(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'network=base&asset=ETH&amount=250&paymentCurrency=USD&paymentMethod=card&cardNumber=4242+4242+4242+4242&cardExpiry=12%2F99&cardCvc=123',
    })
    expect(again.status).toBe(409)
    expect(await client.getBalance({ address: buyer })).toBe(balance)
  })

  test('behavior: a USDC purchase moves the token to the wallet', async () => {
    const { body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['USDC'] }],
      partnerUserId: 'user-2',
      defaultExperience: 'buy',
      presetCryptoAmount: '50',
    })
    const url = body.url as string
    expect(await (await fetch(url)).text()).toContain('value="51.50"')
    const bought = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        network: 'ethereum',
        asset: 'USDC',
        amount: '100.00',
        paymentCurrency: 'USD',
        paymentMethod: 'ach_bank_account',
      }),
    })
    expect(bought.status).toBe(200)
    const { chain, client } = clientOn(1)
    const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!.address as Address
    const held = await client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    // 100 minus the 1 % bank fee and some cents of gas (65,000 gas at about 1 gwei).
    expect(held).toBeGreaterThan(parseUnits('98.5', 6))
    expect(held).toBeLessThan(parseUnits('99', 6))
  })

  test('behavior: two Buy submissions at once pay out once', async () => {
    const { body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: 'user-4',
    })
    const submit = () =>
      fetch(body.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'network=ethereum&asset=ETH&amount=30&paymentCurrency=USD&paymentMethod=card&cardNumber=4242+4242+4242+4242&cardExpiry=12%2F99&cardCvc=123',
      })
    const statuses = (await Promise.all([submit(), submit(), submit()])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 409, 409])
    const { client } = clientOn(1)
    expect(Number(await client.getBalance({ address: buyer })) / 1e18).toBeCloseTo(29.39 / 3000, 4)
  })

  test('behavior: a bad or declined card is refused and nothing is sent', async () => {
    const { body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: 'user-5',
    })
    const { client } = clientOn(1)
    const before = await client.getBalance({ address: buyer })
    const pay = (card: Record<string, string>) =>
      fetch(body.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          network: 'ethereum',
          asset: 'ETH',
          amount: '20',
          paymentCurrency: 'USD',
          paymentMethod: 'card',
          ...card,
        }),
      })
    const wrong = await pay({
      cardNumber: '4242 4242 4242 4241',
      cardExpiry: '12/99',
      cardCvc: '1',
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as Answer['body']).reasons?.[0]?.description).toContain(
      'Enter a valid card number',
    )
    const declined = await pay({
      cardNumber: '4000 0000 0000 0002',
      cardExpiry: '12/99',
      cardCvc: '123',
    })
    expect(declined.status).toBe(402)
    expect(await client.getBalance({ address: buyer })).toBe(before)
    const paid = await pay({ cardNumber: '4242424242424242', cardExpiry: '12/99', cardCvc: '123' })
    expect(paid.status).toBe(200)
    expect(await client.getBalance({ address: buyer })).toBeGreaterThan(before)
  })

  test.each([
    [{ destinationWallets: [] }, 'destinationWallets needs at least one wallet'],
    [
      { destinationWallets: [{ address: buyer, blockchains: ['polygon'] }] },
      'None of the destination blockchains is served here. Use one of: ethereum, base.',
    ],
    [
      { destinationWallets: [{ address: buyer, blockchains: ['base'], assets: ['BTC'] }] },
      "Asset 'BTC' is not for sale here",
    ],
    [{ defaultNetwork: 'ethereum' }, "defaultNetwork 'ethereum' is not among"],
    [{ defaultExperience: 'send' }, "defaultExperience must be 'buy'"],
    [{ presetFiatAmount: '5' }, 'below the minimum'],
  ])('behavior: an onramp URL request with %o is a 400 saying %s', async (change, reason) => {
    const answer = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['base'] }],
      partnerUserId: 'user-3',
      defaultExperience: 'buy',
      ...change,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons?.[0]?.description).toContain(reason)
  })

  test('behavior: an unknown checkout session is a 404 telling what to do', async () => {
    const answer = await stack.api.get(
      '/onramp/checkout?session=00000000-0000-4000-8000-000000000000',
    )
    expect(answer.status).toBe(404)
    expect((answer.body.reasons as { description: string }[])[0]?.description).toContain(
      'Generate a new on-ramp URL',
    )
  })
})
