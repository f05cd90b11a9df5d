import { formatUnits, parseUnits } from 'viem/utils'
import { SendError } from '../errors.ts'

export type ParseSendAmountParameters = {
  /** What the user typed. */
  text: string
  symbol: string
  decimals: number
  /** The balance in the token's smallest unit; above it is refused. Omit to skip the check. */
  balance?: bigint
}

const numberPattern = /^(\d+\.?\d*|\.\d+)$/

/**
 * Reads a typed amount into the token's smallest unit, or throws a `SendError` that says what to
 * fix: nothing typed, not a number, zero, more decimals than the token has, more than the balance.
 *
 * @example
 * parseSendAmount({ text: '1.5', symbol: 'USDC', decimals: 6 }) // 1500000n
 * parseSendAmount({ text: '0.1234567', symbol: 'USDC', decimals: 6 }) // throws 'USDC has at most 6 decimals.'
 */
export function parseSendAmount({ text, symbol, decimals, balance }: ParseSendAmountParameters) {
  const trimmed = text.trim()
  if (trimmed === '') throw new SendError('amountMissing')
  if (!numberPattern.test(trimmed)) throw new SendError('amountNotNumber')
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.replace(/0+$/, '').length > decimals)
    throw new SendError('amountDecimals', { symbol, decimals })
  const amount = parseUnits(trimmed, decimals)
  if (amount === 0n) throw new SendError('amountZero')
  if (balance !== undefined && amount > balance)
    throw new SendError('amountAboveBalance', { symbol, balance: formatUnits(balance, decimals) })
  return amount
}
