import { fakeAccountData, fakeConnection } from '@keyport/connect/testing'
import { createEventBus, createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { buyer, ether, ethQuote, fakeOnrampApi } from '../testing/fakeOnrampApi.ts'
import { createOnrampService } from './createOnrampService.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup({
  chainId = 8453,
  options = undefined as Parameters<typeof fakeOnrampApi>[0],
} = {}) {
  const clock = createManualClock()
  const bus = createEventBus()
  const events: string[] = []
  bus.events$.subscribe((event) => events.push(event.name))
  const connection = fakeConnection({
    status: 'connected',
    address: buyer,
    accounts: [buyer],
    chainId,
  })
  const accountData = fakeAccountData({ balances: [ether('10000', chainId)] })
  const { api, quotes, urls } = fakeOnrampApi(options)
  const onramp = createOnrampService({
    api,
    connection: connection.service,
    accountData,
    clock,
    bus,
  })
  await onramp.load()
  return { onramp, clock, quotes, urls, accountData, connection, events }
}

describe('createOnrampService', () => {
  test('behavior: the chain picks the network, eip155 providers and what is for sale there', async () => {
    const { onramp } = await setup()
    expect(onramp.state).toMatchObject({
      status: 'ready',
      fallback: false,
      network: 'base',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      paymentCurrencies: ['USD', 'EUR'],
      purchaseCurrency: { symbol: 'ETH' },
      limit: { min: '10.00', max: '7500.00' },
    })
    expect(onramp.state.providers.map((p) => [p.label, p.feeRange])).toEqual([
      ['Keyport Pay (local)', '1-2%'],
      ['Sandbox Ramp (local)', '1-2%'],
    ])
  })

  test('behavior: without options the built-in defaults and spec §9 limits apply', async () => {
    const { onramp } = await setup({ chainId: 1, options: { options: null } })
    expect(onramp.state.fallback).toBe(true)
    expect(onramp.state.providers.map((p) => p.label)).toEqual(['Coinbase', 'Meld.io'])
    onramp.setPaymentMethod('ach_bank_account')
    onramp.setPaymentCurrency('EUR')
    expect(onramp.state.limit).toEqual({ min: '10.00', max: '25000.00' })
    onramp.setAmount('25000.01')
    expect(onramp.state.check).toMatchObject({ ok: false, message: 'The maximum is 25,000.00 EUR' })
  })

  test('behavior: amounts outside the limits ask no quote; valid ones are quoted 500 ms after typing', async () => {
    const { onramp, clock, quotes } = await setup()
    onramp.setAmount('9.99')
    expect(onramp.state.check).toEqual({
      ok: false,
      message: 'The minimum is 10.00 USD',
      details: 'Pay between 10.00 and 7,500.00 USD by card.',
    })
    clock.advance(500)
    expect(quotes).toHaveLength(0)

    onramp.setAmount('10')
    clock.advance(200)
    onramp.setAmount('100')
    clock.advance(500)
    expect(quotes.map((q) => q.request)).toEqual([
      {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'base',
        paymentMethod: 'card',
      },
    ])
    onramp.setPaymentMethod('ach_bank_account')
    expect(quotes[0]?.signal?.aborted).toBe(true)
    quotes[0]?.resolve(ethQuote)
    await settle()
    expect(onramp.state.quote.status).toBe('loading')
    clock.advance(500)
    quotes[1]?.resolve({ ...ethQuote, quoteId: 'placeholder' })
    await settle()
    expect(onramp.state.quote).toMatchObject({ status: 'ready', placeholder: true })
  })

  test('behavior: buying reads the balance first, asks the generator, then watches for the purchase', async () => {
    const { onramp, clock, urls, accountData, events } = await setup()
    onramp.setAmount('100')
    const url = await onramp.buy('sandbox-ramp')
    expect(url).toMatch(/\/onramp\/checkout\?session=/)
    expect(accountData.refreshes[0]).toEqual({ force: true })
    expect(urls).toEqual([
      {
        destinationWallets: [{ address: buyer, blockchains: ['base'], assets: ['ETH'] }],
        defaultNetwork: 'base',
        partnerUserId: buyer,
        defaultExperience: 'buy',
        presetFiatAmount: '100',
      },
    ])
    expect(onramp.state.purchase).toMatchObject({
      status: 'waiting',
      provider: 'Sandbox Ramp (local)',
      symbol: 'ETH',
    })

    clock.advance(3000)
    expect(accountData.refreshes).toHaveLength(2)
    accountData.set({ balances: [ether('10000.032663', 8453)] })
    expect(onramp.state.purchase).toMatchObject({
      status: 'received',
      received: 32_663_000_000_000_000n,
      decimals: 18,
    })
    clock.advance(9000)
    expect(accountData.refreshes).toHaveLength(2)
    expect(events).toContain('onramp:purchase-received')
  })

  test('behavior: refused amounts never open a provider', async () => {
    const { onramp, urls } = await setup()
    onramp.setAmount('5')
    await expect(onramp.buy('sandbox-ramp')).rejects.toMatchObject({
      shortMessage: 'The minimum is 10.00 USD',
    })
    onramp.setAmount('100')
    await expect(onramp.buy('sol')).rejects.toMatchObject({ name: 'OnrampUrlFailedError' })
    expect(urls).toEqual([])
  })

  test('behavior: after 4 minutes without the purchase it says so, and can watch again', async () => {
    const { onramp, clock, accountData } = await setup()
    onramp.setAmount('50')
    await onramp.buy('keyport-pay')
    clock.advance(240_000)
    expect(onramp.state.purchase.status).toBe('timeout')
    const asked = accountData.refreshes.length
    clock.advance(30_000)
    expect(accountData.refreshes).toHaveLength(asked)
    onramp.checkAgain()
    expect(onramp.state.purchase.status).toBe('waiting')
    accountData.set({ balances: [ether('10001', 8453)] })
    expect(onramp.state.purchase.status).toBe('received')
  })
})

describe('createOnrampService on Solana', () => {
  const network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const solanaBuyer = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  const sol = (numeric: string) => ({
    name: 'Solana',
    symbol: 'SOL',
    chainId: network,
    value: Number(numeric) * 150,
    price: 150,
    quantity: { decimals: '9', numeric },
    iconUrl: '',
  })

  async function solanaSetup(options?: Parameters<typeof fakeOnrampApi>[0]) {
    const clock = createManualClock()
    const connection = fakeConnection({
      status: 'connected',
      accounts: [],
      chainSupported: true,
      namespace: 'solana',
      caipNetworkId: network,
      caipAddress: `${network}:${solanaBuyer}`,
      solanaAccounts: [solanaBuyer],
    })
    const accountData = fakeAccountData({ balances: [sol('5')] })
    const { api, urls } = fakeOnrampApi(options ?? { options: null })
    const onramp = createOnrampService({
      api,
      connection: connection.service,
      accountData,
      clock,
      bus: createEventBus(),
    })
    await onramp.load()
    return { onramp, urls, accountData, clock }
  }

  test('behavior: a Solana account buys SOL or USDC on solana, from providers that serve solana', async () => {
    const { onramp } = await solanaSetup()
    expect(onramp.state).toMatchObject({
      network: 'solana',
      address: solanaBuyer,
      chainId: network,
    })
    expect(onramp.state.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'SOL'])
    expect(onramp.state.providers.map((p) => p.label)).toEqual(['Meld.io'])
    const local = await solanaSetup({ options: undefined })
    expect(local.onramp.state.providers.map((p) => p.name)).toEqual(['sandbox-ramp', 'sol'])
    // The local options list nothing on solana: nothing EVM is offered instead.
    expect(local.onramp.state.purchaseCurrencies).toEqual([])
  })

  test('behavior: buying hands the base58 address to the generator and watches the SOL balance', async () => {
    const { onramp, urls, accountData, clock } = await solanaSetup()
    onramp.setPurchaseCurrency('SOL')
    onramp.setAmount('100')
    await onramp.buy('meld')
    expect(urls[0]?.destinationWallets).toEqual([
      { address: solanaBuyer, blockchains: ['solana'], assets: ['SOL'] },
    ])
    clock.advance(3000)
    accountData.set({ balances: [sol('5.5')] })
    expect(onramp.state.purchase).toMatchObject({
      status: 'received',
      received: 500_000_000n,
      decimals: 9,
    })
  })
})
