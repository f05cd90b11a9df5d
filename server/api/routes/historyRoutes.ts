import {
  historyAccountSchema,
  historyQuerySchema,
  historyResponseSchema,
} from '@keyport/history/schemas'
import * as z from 'zod'
import { readAccountHistory } from '../history/readAccountHistory.ts'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'

/** 'eip155:8453' or '8453' to a number; another namespace to null (answered empty, spec §5). */
function requestedChain(chainId: string | undefined): number | null | undefined {
  if (chainId === undefined) return undefined
  if (/^\d+$/.test(chainId)) return Number(chainId)
  if (chainId.startsWith('eip155:')) return Number(chainId.slice('eip155:'.length))
  return null
}

/**
 * The history endpoint of spec section 7, over the indexer's tables. Not cached: a transfer must
 * show within one block, and the query is one indexed range scan.
 */
export const historyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:account/history',
    summary: "An account's transactions on the served chains, newest first, 20 a page",
    params: z.object({ account: historyAccountSchema }),
    query: historyQuerySchema,
    response: historyResponseSchema,
    handler: ({ params, query }, deps) => {
      // Purchases are the on-ramp provider's to report; none has history on the local stack.
      if (query.onramp) return { data: [], next: null }
      const wanted = requestedChain(query.chainId)
      const served = [...deps.chains.keys()]
      const chainIds =
        wanted === undefined ? served : served.filter((chainId) => chainId === wanted)
      return readAccountHistory(
        { account: params.account.toLowerCase(), chainIds, cursor: query.cursor },
        deps,
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/account//history',
    summary: 'History without an account: a 400 that says so (spec section 8)',
    response: z.never(),
    handler: () => {
      throw new ApiError(
        400,
        'account_missing',
        "Transactions can't be fetched without an accountAddress: put the address in the path, /v1/account/0x…/history.",
      )
    },
  }),
]
