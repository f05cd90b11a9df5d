import type { SwapBuildTransactionBody, SwapTransaction } from '@keyport/swap/schemas'
import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { buildSwapCall } from './buildSwapCall.ts'
import { parseSwapAmount } from './parseSwapAmount.ts'
import { planSwap } from './planSwap.ts'
import { readGasPrices } from './readGasPrices.ts'
import { resolveSwapToken } from './resolveSwapToken.ts'
import { swapGasBudget } from './swapGasBudget.ts'
import { swapUser } from './swapUser.ts'

/** How long the router accepts a built swap: 20 minutes, as Uniswap's interface does. */
const swapDeadlineSeconds = 20 * 60

/**
 * The swap transaction of `POST /v1/convert/build-transaction`: router calldata with
 * `amountOutMin` from today's quote less the slippage, deadline now + 20 minutes, the recipient
 * being the user. Gas is estimated from the user's account unless `disableEstimate`; a swap
 * that would revert (no allowance, too little balance) is a 400 saying so.
 */
export async function buildSwapTransaction(
  body: SwapBuildTransactionBody,
  deps: ApiDeps,
): Promise<SwapTransaction> {
  const from = resolveSwapToken(body.from, deps.chains)
  const to = resolveSwapToken(body.to, deps.chains)
  const amount = parseSwapAmount(body.amount)
  const user = swapUser(body.userAddress, from.chainId)
  const plan = await planSwap({ from, to, amount }, deps)
  const call = buildSwapCall({
    from,
    to,
    plan,
    amount,
    slippage: body.eip155.slippage,
    recipient: user,
    deadline: BigInt(Math.floor(deps.now() / 1000) + swapDeadlineSeconds),
  })
  const { standard } = await readGasPrices(from.chain, deps.log)
  let gas = swapGasBudget(plan)
  if (!body.disableEstimate) {
    try {
      const estimate = await from.chain.client.estimateGas({ account: user, ...call })
      // State moves between estimate and inclusion (pool reserves); 20 % covers it.
      gas = (estimate * 120n) / 100n
    } catch (error) {
      if (
        error instanceof BaseError &&
        error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
      )
        throw new ApiError(
          503,
          'chain_unreachable',
          `Chain ${from.chainId} did not answer the gas estimate. Try again shortly.`,
        )
      const reason = error instanceof BaseError ? error.shortMessage : String(error)
      throw new ApiError(
        400,
        'swap_would_fail',
        `This swap would fail on chain ${from.chainId}: ${reason} Check the ${from.symbol} balance and, for a token, approve it first (build-approve).`,
      )
    }
  }
  return {
    tx: {
      from: user,
      to: call.to,
      data: call.data,
      value: call.value.toString(),
      eip155: { gas: gas.toString(), gasPrice: standard.toString() },
    },
  }
}
