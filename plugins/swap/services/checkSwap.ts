import { KeyportError } from '@keyport/kernel'
import { SwapInsufficientBalanceError, SwapInsufficientLiquidityError } from '../errors.ts'
import type { SwapToken } from '../schemas.ts'
import { formatUnitsExact } from './formatUnitsExact.ts'
import { parseTokenAmount } from './parseTokenAmount.ts'

/** A quote as the Swap view holds it. */
export type SwapQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; fromAmount: bigint; toAmount: bigint }
  | { status: 'error'; error: KeyportError }

/** Why the swap cannot go on yet; `message` is the text the button and the note show. */
type SwapProblem =
  | 'select-token'
  | 'enter-amount'
  | 'invalid-amount'
  | 'loading-balance'
  | 'insufficient-balance'
  | 'quoting'
  | 'insufficient-liquidity'
  | 'quote-failed'

export type SwapCheck =
  | { ok: true; fromAmount: bigint; toAmount: bigint }
  | { ok: false; problem: SwapProblem; message: string; details?: string }

export type CheckSwapParameters = {
  from?: SwapToken
  to?: SwapToken
  /** What the user typed. */
  amount: string
  /** What the account holds of `from`, in smallest units; undefined while balances load. */
  balance?: bigint
  quote: SwapQuoteState
}

/**
 * Whether a swap may go to review and signing, checked in the order a user fixes things: both
 * tokens, an amount (a number, not zero, within the token's decimals), enough balance, then a
 * quote the pools can fill. Nothing reaches the wallet unless this says `ok`.
 *
 * @example
 * checkSwap({ from: usdc, to: dai, amount: '0', balance: 5_000_000n, quote })
 * // { ok: false, problem: 'invalid-amount', message: 'Enter an amount greater than 0' }
 */
export function checkSwap({ from, to, amount, balance, quote }: CheckSwapParameters): SwapCheck {
  if (!from || !to) return { ok: false, problem: 'select-token', message: 'Select a token' }
  if (amount.trim() === '')
    return { ok: false, problem: 'enter-amount', message: 'Enter an amount' }
  let units: bigint
  try {
    units = parseTokenAmount(amount, from)
  } catch (error) {
    const message = error instanceof KeyportError ? error.shortMessage : 'Enter a valid amount'
    return { ok: false, problem: 'invalid-amount', message }
  }
  if (balance === undefined)
    return { ok: false, problem: 'loading-balance', message: 'Checking your balance…' }
  if (units > balance) {
    const error = new SwapInsufficientBalanceError(
      `Insufficient ${from.symbol} balance`,
      `You have ${formatUnitsExact(balance, from.decimals)} ${from.symbol}.`,
    )
    return {
      ok: false,
      problem: 'insufficient-balance',
      message: error.shortMessage,
      details: error.details,
    }
  }
  if (quote.status === 'error') {
    const liquidity = quote.error instanceof SwapInsufficientLiquidityError
    return {
      ok: false,
      problem: liquidity ? 'insufficient-liquidity' : 'quote-failed',
      message: quote.error.shortMessage,
      details: liquidity
        ? `The pools cannot swap this amount of ${from.symbol} for ${to.symbol}. Try another amount or token.`
        : quote.error.details,
    }
  }
  if (quote.status !== 'ready' || quote.fromAmount !== units)
    return { ok: false, problem: 'quoting', message: 'Getting a quote…' }
  return { ok: true, fromAmount: units, toAmount: quote.toAmount }
}
