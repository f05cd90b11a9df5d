import { describe, expect, test } from 'vitest'
import { SwapInsufficientLiquidityError, SwapRequestFailedError } from '../errors.ts'
import { dai, usdc } from '../testing/swapFixtures.ts'
import { checkSwap, type SwapQuoteState } from './checkSwap.ts'

const ready = (fromAmount: bigint, toAmount = 9_970_000_000_000_000_000n): SwapQuoteState => ({
  status: 'ready',
  fromAmount,
  toAmount,
})
const base: Parameters<typeof checkSwap>[0] = {
  from: usdc,
  to: dai,
  amount: '10',
  balance: 50_000_000n,
  quote: ready(10_000_000n),
}

describe('checkSwap', () => {
  test('behavior: two tokens, a valid amount held and a matching quote may go to review', () => {
    expect(checkSwap(base)).toEqual({
      ok: true,
      fromAmount: 10_000_000n,
      toAmount: 9_970_000_000_000_000_000n,
    })
  })

  test.each<[string, Partial<typeof base>, string, string]>([
    ['no token to buy', { to: undefined }, 'select-token', 'Select a token'],
    ['an empty amount', { amount: '' }, 'enter-amount', 'Enter an amount'],
    ['zero', { amount: '0' }, 'invalid-amount', 'Enter an amount greater than 0'],
    ['too many decimals', { amount: '0.0000001' }, 'invalid-amount', 'USDC has at most 6 decimals'],
    ['not a number', { amount: 'ten' }, 'invalid-amount', 'Enter a number, like 1.5'],
    ['balances loading', { balance: undefined }, 'loading-balance', 'Checking your balance…'],
    [
      'more than held',
      { balance: 9_999_999n },
      'insufficient-balance',
      'Insufficient USDC balance',
    ],
    ['a quote on the way', { quote: { status: 'loading' } }, 'quoting', 'Getting a quote…'],
    ['a quote for another amount', { quote: ready(1_000_000n) }, 'quoting', 'Getting a quote…'],
    [
      'pools that cannot fill it',
      { quote: { status: 'error', error: new SwapInsufficientLiquidityError() } },
      'insufficient-liquidity',
      'Insufficient liquidity',
    ],
    [
      'a failed quote',
      { quote: { status: 'error', error: new SwapRequestFailedError('No quote right now.') } },
      'quote-failed',
      'No quote right now.',
    ],
  ])('behavior: %s is refused', (_, patch, problem, message) => {
    expect(checkSwap({ ...base, ...patch })).toMatchObject({ ok: false, problem, message })
  })

  test('behavior: the balance is checked before the quote and says what the account holds', () => {
    const check = checkSwap({
      ...base,
      amount: '100',
      balance: 12_500_000n,
      quote: { status: 'error', error: new SwapInsufficientLiquidityError() },
    })
    expect(check).toEqual({
      ok: false,
      problem: 'insufficient-balance',
      message: 'Insufficient USDC balance',
      details: 'You have 12.5 USDC.',
    })
  })
})
