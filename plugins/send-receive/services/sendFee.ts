import { formatUnits } from 'viem/utils'
import { SendError } from '../errors.ts'

/** The USD value of `amount` (in the asset's smallest unit), or undefined without a price. */
export const usdValue = (amount: bigint, decimals: number, price: number | undefined) =>
  price ? Number(formatUnits(amount, decimals)) * price : undefined

/**
 * Runs the chain's fee estimate; any failure becomes the `feeEstimateFailed` `SendError`, with
 * the chain's message as its details.
 *
 * @example
 * const fee = await estimateSendFee(() => chain.estimateFee({ ...call, from }))
 */
export async function estimateSendFee<T>(estimate: () => Promise<T>): Promise<T> {
  try {
    return await estimate()
  } catch (error) {
    throw new SendError(
      'feeEstimateFailed',
      {},
      { cause: error, details: (error as Error)?.message },
    )
  }
}

export type CheckFeeCoveredParameters = {
  /** The sender's balance of the native coin. */
  nativeBalance: bigint
  fee: bigint
  /** What is sent, in native units when `token` is false (then it is paid from the same balance). */
  amount: bigint
  /** A token send: the native balance pays only the fee. */
  token: boolean
  native: { symbol: string; decimals: number }
}

/**
 * Checks that the native balance pays the fee (and the amount, for a native send); returns the
 * fee as text. Throws `feeUnpayable` for a token send, `feeAboveBalance` for a native one.
 *
 * @example
 * const feeText = checkFeeCovered({ nativeBalance, fee, amount, token: false, native })
 */
export function checkFeeCovered({
  nativeBalance,
  fee,
  amount,
  token,
  native,
}: CheckFeeCoveredParameters): string {
  const feeText = formatUnits(fee, native.decimals)
  if (nativeBalance < (token ? fee : amount + fee))
    throw new SendError(token ? 'feeUnpayable' : 'feeAboveBalance', {
      symbol: native.symbol,
      fee: feeText,
    })
  return feeText
}
