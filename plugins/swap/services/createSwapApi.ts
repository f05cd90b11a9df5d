import { fungiblePriceResponseSchema } from '@keyport/connect/schemas'
import { apiErrorMessage, type HttpClient, HttpStatusError } from '@keyport/kernel'
import type * as z from 'zod'
import {
  GasPriceNetworkUnsupportedError,
  SwapInsufficientLiquidityError,
  SwapNetworkUnsupportedError,
  SwapRequestFailedError,
} from '../errors.ts'
import {
  type SwapToken,
  swapAllowanceResponseSchema,
  swapApproveTransactionSchema,
  swapGasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
  swapTransactionSchema,
} from '../schemas.ts'
import { assertSwapNetwork } from './swapNetworks.ts'

/** A transaction the API built, ready for the wallet: amounts in wei. */
export type WalletTransaction = {
  from: `0x${string}`
  to: `0x${string}`
  data: `0x${string}`
  value: bigint
  /** Absent for approvals: the wallet estimates them. */
  gas?: bigint
  gasPrice: bigint
}

/** A swap as the API names it: CAIP-10 tokens, the user's address, smallest units. */
type SwapRequest = {
  chainId: number
  from: SwapToken
  to: SwapToken
  amount: bigint
  userAddress: `0x${string}`
}

/** The data API's convert calls (spec §7), checked with zod and spec §8's network rules. */
export interface SwapApi {
  tokens(chainId: number): Promise<SwapToken[]>
  /**
   * What the pools give now, before slippage, in the smallest units of `to`. `gasPrice` (wei,
   * from `gasPrice()`) is sent as the spec names it, so the API prices the swap's fee with it.
   */
  quote(request: SwapRequest & { gasPrice?: bigint }, signal?: AbortSignal): Promise<bigint>
  allowance(request: Omit<SwapRequest, 'to' | 'amount'>): Promise<bigint>
  /** The standard gas price, in wei. */
  gasPrice(chainId: number): Promise<bigint>
  buildApprove(request: SwapRequest): Promise<WalletTransaction>
  buildSwap(
    request: SwapRequest & { slippage: number; disableEstimate?: boolean },
  ): Promise<WalletTransaction>
  /** USD prices of CAIP-10 tokens, in order; undefined where the API has none. */
  prices(addresses: readonly string[]): Promise<(number | undefined)[]>
}

const hex = (value: string) => value as `0x${string}`

/** A built transaction's decimal strings as the wallet takes them; approvals carry no gas. */
const toWalletTransaction = (tx: {
  from: string
  to: string
  data: string
  value: string
  eip155: { gas?: string; gasPrice: string }
}): WalletTransaction => ({
  from: hex(tx.from),
  to: hex(tx.to),
  data: hex(tx.data),
  value: BigInt(tx.value),
  gas: tx.eip155.gas === undefined ? undefined : BigInt(tx.eip155.gas),
  gasPrice: BigInt(tx.eip155.gasPrice),
})

/** The data API's refusal of a chain (spec §8's texts lead its reason), else undefined. */
function refusedNetwork(error: unknown, chainId: number) {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return undefined
  const reason = error.reasons[0]?.description ?? ''
  if (reason.startsWith('Network not supported for Swaps'))
    return new SwapNetworkUnsupportedError(chainId, reason)
  if (reason.startsWith('Network not supported for Gas Price'))
    return new GasPriceNetworkUnsupportedError(chainId, reason)
  return undefined
}

function parse<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
  const result = schema.safeParse(answer)
  if (!result.success)
    throw new SwapRequestFailedError(`The swap service sent an answer we could not read (${what}).`)
  return result.data
}

/**
 * Creates the convert client over the kernel's data API client. Every call first checks the
 * chain is a swap network ('Network not supported for Swaps', or '… for Gas Price' for the gas
 * price); a chain the data API refuses (not supported, or not served there) gets the same errors. A quote the API refuses with a 400 means the pools cannot take the pair or amount
 * (the client checks everything else first): it becomes 'Insufficient liquidity'.
 *
 * @example
 * const api = createSwapApi(resolve(dataApiToken))
 * const toAmount = await api.quote({ chainId: 1, from: usdc, to: dai, amount: 10_000_000n, userAddress })
 */
export function createSwapApi(dataApi: HttpClient): SwapApi {
  const fail = (error: unknown, fallback: string): never => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new SwapRequestFailedError(apiErrorMessage(error, fallback), error)
  }
  const caip = (chainId: number, user: string) => `eip155:${chainId}:${user}`

  return {
    async tokens(chainId) {
      assertSwapNetwork(chainId)
      const answer = await dataApi
        .get({ path: '/v1/convert/tokens', params: { chainId: `eip155:${chainId}` } })
        .catch((error) => {
          throw (
            refusedNetwork(error, chainId) ??
            fail(error, 'The token list could not be loaded. Try again.')
          )
        })
      return parse(swapTokensResponseSchema, answer, 'tokens').tokens
    },

    async quote({ chainId, from, to, amount, userAddress, gasPrice }, signal) {
      assertSwapNetwork(chainId)
      let answer: unknown
      try {
        answer = await dataApi.get({
          path: '/v1/convert/quotes',
          params: {
            amount: amount.toString(),
            userAddress: caip(chainId, userAddress),
            from: from.address,
            to: to.address,
            gasPrice: gasPrice?.toString(),
          },
          signal,
        })
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 400)
          throw new SwapInsufficientLiquidityError(error.details, error)
        return fail(error, 'No quote right now. Try again.')
      }
      const [quote] = parse(swapQuotesResponseSchema, answer, 'quotes').quotes
      const toAmount = BigInt(quote?.toAmount ?? '0')
      if (toAmount === 0n)
        throw new SwapInsufficientLiquidityError(`The pools give nothing for ${amount} units.`)
      return toAmount
    },

    async allowance({ chainId, from, userAddress }) {
      assertSwapNetwork(chainId)
      const answer = await dataApi
        .get({
          path: '/v1/convert/allowance',
          params: { tokenAddress: from.address, userAddress: caip(chainId, userAddress) },
        })
        .catch((error) => fail(error, 'The allowance could not be checked. Try again.'))
      return BigInt(parse(swapAllowanceResponseSchema, answer, 'allowance').allowance)
    },

    async gasPrice(chainId) {
      assertSwapNetwork(chainId, 'gas-price')
      const answer = await dataApi
        .get({ path: '/v1/convert/gas-price', params: { chainId: `eip155:${chainId}` } })
        .catch((error) => {
          throw (
            refusedNetwork(error, chainId) ??
            fail(error, 'The network fee could not be read. Try again.')
          )
        })
      return BigInt(parse(swapGasPriceResponseSchema, answer, 'gas price').standard)
    },

    async buildApprove({ chainId, from, to, amount, userAddress }) {
      assertSwapNetwork(chainId)
      const answer = await dataApi
        .get({
          path: '/v1/convert/build-approve',
          params: {
            userAddress: caip(chainId, userAddress),
            from: from.address,
            to: to.address,
            amount: amount.toString(),
          },
        })
        .catch((error) => fail(error, 'The approval could not be prepared. Try again.'))
      return toWalletTransaction(parse(swapApproveTransactionSchema, answer, 'approval').tx)
    },

    async buildSwap({ chainId, from, to, amount, userAddress, slippage, disableEstimate }) {
      assertSwapNetwork(chainId)
      const answer = await dataApi
        .post({
          path: '/v1/convert/build-transaction',
          body: {
            amount: amount.toString(),
            eip155: { slippage },
            from: from.address,
            to: to.address,
            userAddress: caip(chainId, userAddress),
            disableEstimate,
          },
        })
        .catch((error) => fail(error, 'The swap could not be prepared. Try again.'))
      return toWalletTransaction(parse(swapTransactionSchema, answer, 'swap').tx)
    },

    async prices(addresses) {
      try {
        const answer = await dataApi.post({
          path: '/v1/fungible/price',
          body: { currency: 'usd', addresses },
        })
        const { fungibles } = fungiblePriceResponseSchema.parse(answer)
        return addresses.map((_, index) => fungibles[index]?.price)
      } catch {
        // Prices only feed the price impact and the fee in USD; the swap works without them.
        return addresses.map(() => undefined)
      }
    },
  }
}
