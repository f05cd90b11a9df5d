import { createEventBus, createManualClock, type KeyportEvents } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { SwapRejectedError } from '../errors.ts'
import { fakeAccountData, fakeConnection, fakeSwapApi } from '../testing/fakeSwapDeps.ts'
import { balance, dai, eth, usdc } from '../testing/swapFixtures.ts'
import { createSwapService } from './createSwapService.ts'
import type { SendWalletTransactionParameters } from './sendWalletTransaction.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const hash = `0x${'ab'.repeat(32)}` as const

async function setup({
  allowance = 0n,
  balances = undefined as Parameters<typeof fakeAccountData>[0],
} = {}) {
  const clock = createManualClock()
  const bus = createEventBus()
  const events: { name: string; payload: unknown }[] = []
  bus.events$.subscribe((event) => events.push(event as { name: string; payload: unknown }))
  const connection = fakeConnection()
  const accountData = fakeAccountData(balances)
  const { api, quotes, calls, quoteGasPrices, answerQuotesWith } = fakeSwapApi({ allowance })
  const sent: SendWalletTransactionParameters[] = []
  let answer: () => Promise<`0x${string}`> = async () => hash
  const swap = createSwapService({
    api,
    connection: connection.service,
    accountData: accountData.service,
    clock,
    bus,
    send: async (parameters) => {
      sent.push(parameters)
      return answer()
    },
  })
  await swap.load()
  return {
    swap,
    clock,
    quotes,
    answerQuotesWith,
    calls,
    quoteGasPrices,
    sent,
    events,
    connection,
    accountData,
    answerWith: (next: () => Promise<`0x${string}`>) => {
      answer = next
    },
  }
}

/** Types an amount, lets the debounce pass and the quote answer. */
async function quoted(t: Awaited<ReturnType<typeof setup>>, amount: string, toAmount: bigint) {
  t.swap.setAmount(amount)
  t.clock.advance(500)
  t.quotes.at(-1)?.resolve(toAmount)
  await settle()
}

describe('createSwapService', () => {
  test('behavior: loads the tokens of the chain, the native coin to sell first', async () => {
    const { swap } = await setup()
    expect(swap.state).toMatchObject({ status: 'ready', from: eth, to: undefined, chainId: 1 })
    expect(swap.state.check).toMatchObject({ ok: false, message: 'Select a token' })
  })

  test('behavior: quotes wait 500 ms after the last keystroke; a newer one aborts the stale quote', async () => {
    const { swap, clock, quotes } = await setup()
    swap.selectToken('from', usdc)
    swap.selectToken('to', dai)
    swap.setAmount('1')
    clock.advance(300)
    swap.setAmount('10')
    clock.advance(499)
    expect(quotes).toHaveLength(0)
    expect(swap.state.quote.status).toBe('loading')
    clock.advance(1)
    expect(quotes.map((q) => q.amount)).toEqual([10_000_000n])

    swap.setAmount('12')
    expect(quotes[0]?.signal?.aborted).toBe(true)
    quotes[0]?.resolve(9_000_000_000_000_000_000n)
    await settle()
    expect(swap.state.quote.status).toBe('loading')
    clock.advance(500)
    quotes[1]?.resolve(11_964_000_000_000_000_000n)
    await settle()
    expect(swap.state.quote).toEqual({
      status: 'ready',
      fromAmount: 12_000_000n,
      toAmount: 11_964_000_000_000_000_000n,
    })
    expect(swap.state.check).toMatchObject({ ok: true, fromAmount: 12_000_000n })
  })

  test('behavior: zero, too much and no liquidity are refused and never reach the wallet', async () => {
    const t = await setup()
    t.swap.selectToken('from', usdc)
    t.swap.selectToken('to', dai)
    t.swap.setAmount('0')
    expect(t.swap.state.check).toMatchObject({
      ok: false,
      message: 'Enter an amount greater than 0',
    })
    t.clock.advance(500)
    expect(t.quotes).toHaveLength(0)

    await quoted(t, '250', 249n * 10n ** 18n)
    expect(t.swap.state.check).toMatchObject({ ok: false, message: 'Insufficient USDC balance' })

    t.swap.setAmount('0.000001')
    t.clock.advance(500)
    const { SwapInsufficientLiquidityError } = await import('../errors.ts')
    t.quotes.at(-1)?.reject(new SwapInsufficientLiquidityError('The pools cannot swap 1 unit.'))
    await settle()
    expect(t.swap.state.check).toMatchObject({ ok: false, message: 'Insufficient liquidity' })

    for (const amount of ['0', '250']) {
      t.swap.setAmount(amount)
      expect(await t.swap.review()).toBe(false)
    }
    expect(t.swap.state.execution.error?.shortMessage).toBe('Insufficient USDC balance')
    await t.swap.approve()
    await t.swap.swap()
    expect(t.sent).toEqual([])
  })

  test('behavior: review reads allowance and prices, then approve, then swap, then balances refresh', async () => {
    const t = await setup()
    t.swap.selectToken('from', usdc)
    t.swap.selectToken('to', dai)
    await quoted(t, '10', 9_969_000_000_000_000_000n)
    t.answerQuotesWith(9_969_000_000_000_000_000n)
    expect(await t.swap.review()).toBe(true)
    const review = t.swap.state.execution.review!
    expect(review).toMatchObject({
      fromAmount: 10_000_000n,
      toAmount: 9_969_000_000_000_000_000n,
      minimumReceived: 9_869_310_000_000_000_000n,
      slippage: 1,
      rate: expect.closeTo(0.9969, 10),
      priceImpact: 0.31,
      needsApproval: true,
      // 300k swap gas (not estimated before the approval) + 60k approval, at 1 gwei.
      networkFee: { wei: 360_000n * 10n ** 9n, usd: 1.08 },
    })
    expect(t.calls).toEqual(['tokens', 'gas-price', 'allowance', 'build-swap (fixed gas)'])
    // Spec §7: the review's fresh quote is asked with the gas price it shows.
    expect(t.quoteGasPrices.at(-1)).toBe(1_000_000_000n)

    await t.swap.swap()
    expect(t.sent).toEqual([])
    await t.swap.approve()
    expect(t.sent.map((s) => s.transaction.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    ])
    expect(t.swap.state.execution).toMatchObject({
      status: 'ready',
      review: { needsApproval: false },
    })
    expect(t.swap.state.execution.review?.networkFee.wei).toBe(200_000n * 10n ** 9n)

    expect(await t.swap.swap()).toBe(hash)
    expect(t.sent[1]?.transaction.to).toBe('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9')
    expect(t.swap.state).toMatchObject({ amount: '', execution: { status: 'done', hash } })
    expect(t.accountData.refreshes.at(-1)).toEqual({ force: true })
    expect(t.events.map((e) => e.name).filter((n) => n.startsWith('swap:'))).toEqual([
      'swap:approved',
      'swap:succeeded',
    ] satisfies (keyof KeyportEvents)[])
  })

  test('behavior: a declined prompt keeps the review for another try and says so', async () => {
    const t = await setup({ allowance: 10n ** 30n })
    t.swap.selectToken('from', usdc)
    t.swap.selectToken('to', dai)
    await quoted(t, '10', 9_969_000_000_000_000_000n)
    t.answerQuotesWith(9_969_000_000_000_000_000n)
    await t.swap.review()
    expect(t.swap.state.execution.review?.needsApproval).toBe(false)
    t.answerWith(() => Promise.reject(new SwapRejectedError()))
    expect(await t.swap.swap()).toBeUndefined()
    expect(t.swap.state.execution).toMatchObject({
      status: 'ready',
      error: { shortMessage: 'You declined the transaction in your wallet.' },
    })
    expect(t.events.at(-1)).toMatchObject({ name: 'swap:failed' })
  })

  test('behavior: selling the native coin needs the amount plus the network fee', async () => {
    const t = await setup({ balances: [balance('ETH', '1', 3000)] })
    t.swap.selectToken('to', usdc)
    await quoted(t, '1', 2_991_000_000n)
    t.answerQuotesWith(2_991_000_000n)
    expect(await t.swap.review()).toBe(false)
    expect(t.swap.state.execution.error?.shortMessage).toBe('Insufficient ETH for the network fee')
  })

  test('behavior: off the swap networks the view says so; another account starts over', async () => {
    const t = await setup()
    t.swap.setAmount('5')
    t.connection.set({ chainId: 5 })
    expect(t.swap.state).toMatchObject({ status: 'idle', amount: '', tokens: [] })
    await t.swap.load()
    expect(t.swap.state.status).toBe('unsupported')
    t.connection.set({ chainId: 8453 })
    await t.swap.load()
    expect(t.swap.state.status).toBe('ready')
  })
})
