import { randomUUID } from 'node:crypto'
import {
  swapAllowanceQuerySchema,
  swapAllowanceResponseSchema,
  swapApproveTransactionSchema,
  swapBuildApproveQuerySchema,
  swapBuildTransactionBodySchema,
  swapGasPriceQuerySchema,
  swapGasPriceResponseSchema,
  swapQuotesQuerySchema,
  swapQuotesResponseSchema,
  swapTokensQuerySchema,
  swapTokensResponseSchema,
  swapTransactionSchema,
} from '@keyport/swap/schemas'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { assertSwapPair } from '../convert/assertSwapPair.ts'
import { buildSwapTransaction } from '../convert/buildSwapTransaction.ts'
import { listSwapTokens } from '../convert/listSwapTokens.ts'
import { parseSwapAmount } from '../convert/parseSwapAmount.ts'
import { planSwap } from '../convert/planSwap.ts'
import { readGasPrices } from '../convert/readGasPrices.ts'
import { resolveSwapToken, swapChain } from '../convert/resolveSwapToken.ts'
import { swapGasBudget } from '../convert/swapGasBudget.ts'
import { swapUser } from '../convert/swapUser.ts'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'

const chainNumber = (chainId: string) => Number(chainId.replace('eip155:', ''))

/**
 * The convert (swap) endpoints of spec section 7 over the local Uniswap v2 exchange. Quotes and
 * calldata are the router's own (`getAmountsOut`, router02 swaps), so what is quoted is what the
 * chain does. A chain not served answers 'Network not supported for Swaps' (or '… for Gas Price').
 */
export const convertRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/convert/tokens',
    summary: 'Tokens that can be swapped on a chain, the native coin first',
    query: swapTokensQuerySchema,
    response: swapTokensResponseSchema,
    cacheTtlMs: 5 * 60_000,
    handler: ({ query }, deps) => {
      const chainId = chainNumber(query.chainId)
      return {
        tokens: listSwapTokens(swapChain(chainId, deps.chains, 'Network not supported for Swaps')),
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/convert/quotes',
    summary:
      "What the exchange gives for an amount now, before slippage (the router's getAmountsOut), and the gas fee at gasPrice (the asked one, else the chain's)",
    query: swapQuotesQuerySchema,
    response: swapQuotesResponseSchema,
    handler: async ({ query }, deps) => {
      const from = resolveSwapToken(query.from, deps.chains)
      const to = resolveSwapToken(query.to, deps.chains)
      const amount = parseSwapAmount(query.amount)
      swapUser(query.userAddress, from.chainId)
      const [plan, gasPrice] = await Promise.all([
        planSwap({ from, to, amount }, deps),
        query.gasPrice === undefined
          ? readGasPrices(from.chain, deps.log).then((prices) => prices.standard)
          : BigInt(query.gasPrice),
      ])
      return {
        quotes: [
          {
            id: randomUUID(),
            fromAmount: amount.toString(),
            fromAccount: from.caip10,
            toAmount: plan.toAmount.toString(),
            toAccount: to.caip10,
            gasPrice: gasPrice.toString(),
            fee: (swapGasBudget(plan) * gasPrice).toString(),
          },
        ],
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/convert/allowance',
    summary: "What the user lets the exchange's router spend of a token",
    query: swapAllowanceQuerySchema,
    response: swapAllowanceResponseSchema,
    handler: async ({ query }, deps) => {
      const token = resolveSwapToken(query.tokenAddress, deps.chains)
      const user = swapUser(query.userAddress, token.chainId)
      // The native coin is sent with the call: nothing to approve.
      if (token.isNative) return { allowance: maxUint256.toString() }
      const allowance = await token.chain.client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user, token.chain.deployment.uniswap.router as Address],
        })
        .catch((cause) => {
          deps.log(`allowance on chain ${token.chainId} unreadable`, cause)
          throw new ApiError(
            503,
            'chain_unreachable',
            `Chain ${token.chainId} did not answer. Try again shortly.`,
          )
        })
      return { allowance: allowance.toString() }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/convert/gas-price',
    summary: 'Gas prices in wei: standard (the node), fast (+25 %), instant (+50 %)',
    query: swapGasPriceQuerySchema,
    response: swapGasPriceResponseSchema,
    handler: async ({ query }, deps) => {
      const chain = swapChain(
        chainNumber(query.chainId),
        deps.chains,
        'Network not supported for Gas Price',
      )
      const prices = await readGasPrices(chain, deps.log)
      return {
        standard: prices.standard.toString(),
        fast: prices.fast.toString(),
        instant: prices.instant.toString(),
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/convert/build-approve',
    summary: 'An approve(router, amount) transaction for the token sold; unlimited without amount',
    query: swapBuildApproveQuerySchema,
    response: swapApproveTransactionSchema,
    handler: async ({ query }, deps) => {
      const from = resolveSwapToken(query.from, deps.chains)
      const to = resolveSwapToken(query.to, deps.chains)
      assertSwapPair(from, to)
      const user = swapUser(query.userAddress, from.chainId)
      if (from.isNative)
        throw new ApiError(
          400,
          'approval_not_needed',
          `${from.symbol} is the native coin: it is sent with the swap and needs no approval.`,
        )
      const amount = query.amount === undefined ? maxUint256 : parseSwapAmount(query.amount)
      const { standard } = await readGasPrices(from.chain, deps.log)
      return {
        tx: {
          from: user,
          to: from.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [from.chain.deployment.uniswap.router as Address, amount],
          }),
          value: '0',
          eip155: { gasPrice: standard.toString() },
        },
      }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/convert/build-transaction',
    summary:
      'The swap transaction: router calldata with amountOutMin from the slippage, 20 min deadline',
    body: swapBuildTransactionBodySchema,
    response: swapTransactionSchema,
    handler: ({ body }, deps) => buildSwapTransaction(body, deps),
  }),
]
