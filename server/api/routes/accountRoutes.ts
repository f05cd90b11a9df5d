import {
  balanceQuerySchema,
  balanceResponseSchema,
  evmAddressSchema,
  fungiblePriceRequestSchema,
  fungiblePriceResponseSchema,
} from '@keyport/connect/schemas'
import type { Address } from 'viem'
import * as z from 'zod'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { readFungiblePrices, readTokenBalances } from '../pricing/index.ts'

/** Balances (spec §9: cached 30 s; `forceUpdate` skips the cache) and fungible prices. */
export const accountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/:address/balance',
    summary:
      'Native and ERC-20 balances with USD prices. Without chainId, every served chain; an unsupported chain answers { balances: [] }.',
    params: z.object({ address: evmAddressSchema }),
    query: balanceQuerySchema,
    response: balanceResponseSchema,
    cacheTtlMs: 30_000,
    handler: async ({ params, query }, deps) => {
      // No chainId: every served chain. Another namespace or an unserved id: none (spec §5).
      const only = query.chainId === null ? undefined : deps.chains.get(query.chainId ?? -1)
      const chains = query.chainId === undefined ? [...deps.chains.values()] : only ? [only] : []
      const address = params.address.toLowerCase() as Address
      const perChain = await Promise.all(
        chains.map((chain) => readTokenBalances({ chain, address, log: deps.log })),
      )
      return { balances: perChain.flat() }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/fungible/price',
    summary:
      'USD price, name, symbol and icon of tokens given as CAIP-10 addresses, from the pools',
    body: fungiblePriceRequestSchema,
    response: fungiblePriceResponseSchema,
    handler: ({ body }, deps) =>
      readFungiblePrices({ addresses: body.addresses, chains: deps.chains, log: deps.log }),
  }),
]
