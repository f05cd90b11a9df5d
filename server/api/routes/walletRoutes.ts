import { walletsQuerySchema, walletsResponseSchema } from '@keyport/connect/schemas'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { listWallets } from '../wallets/listWallets.ts'

/** The wallet registry the AllWallets view pages and searches (AppKit's getWallets). */
export const walletRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/wallets',
    summary:
      'A page of the wallet registry (names, rdns, inline images, links), by rank then name; search on name and rdns, include/exclude by id, exact rdns lookup',
    query: walletsQuerySchema,
    response: walletsResponseSchema,
    // The registry changes only with a migration; 5 minutes like the other catalogue answers.
    cacheTtlMs: 5 * 60_000,
    handler: ({ query }, deps) => listWallets({ db: deps.db, query }),
  }),
]
