import { minimumReceived } from '@keyport/swap/minimumReceived'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import type { SwapPlan } from './planSwap.ts'
import type { SwapToken } from './resolveSwapToken.ts'
import { routerAbi, weth9Abi } from './routerAbi.ts'

export type BuildSwapCallParameters = {
  from: SwapToken
  to: SwapToken
  plan: SwapPlan
  amount: bigint
  /** Percent: 1 is 1 % (spec section 9). */
  slippage: number
  recipient: Address
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint
}

/**
 * The call that performs a planned swap: a router02 swap with `amountOutMin` from the slippage,
 * or WETH9 `deposit`/`withdraw` for wrapping, which has no price to slip.
 *
 * @example
 * buildSwapCall({ from: eth, to: usdc, plan, amount, slippage: 1, recipient, deadline })
 * // { to: router, data: '0x7ff36ab5…', value: amount }
 */
export function buildSwapCall({
  from,
  to,
  plan,
  amount,
  slippage,
  recipient,
  deadline,
}: BuildSwapCallParameters): { to: Address; data: Hex; value: bigint } {
  if (plan.kind !== 'router')
    return plan.kind === 'wrap'
      ? {
          to: from.wrapped,
          data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
          value: amount,
        }
      : {
          to: from.wrapped,
          data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amount] }),
          value: 0n,
        }
  const router = from.chain.deployment.uniswap.router as Address
  // The same rounding SwapPreview shows as the minimum received.
  const least = minimumReceived(plan.toAmount, slippage)
  if (from.isNative)
    return {
      to: router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [least, plan.path, recipient, deadline],
      }),
      value: amount,
    }
  return {
    to: router,
    data: encodeFunctionData({
      abi: routerAbi,
      functionName: to.isNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amount, least, plan.path, recipient, deadline],
    }),
    value: 0n,
  }
}
