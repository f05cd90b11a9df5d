import * as z from 'zod'
import type { Deployment } from '../chain/deployment.ts'
import type { Database } from '../db/Database.ts'
import { migrate } from '../db/migrate.ts'
import { createApiChains } from './createApiChains.ts'
import { type CreateApiServerParameters, createApiServer } from './createApiServer.ts'
import { type AnyRoute, defineRoute } from './http/defineRoute.ts'
import { openApiDocument } from './http/openApiDocument.ts'
import { apiRoutes } from './routes/index.ts'

export type CreateApiParameters = {
  db: Database
  deployment: Deployment
  /** Public base URL, written into the OpenAPI document. @default 'http://127.0.0.1:4000' */
  publicUrl?: string
  rateLimit?: number
  /** Bundler URL per chain id: `eth_sendUserOperation` and the other ERC-4337 calls go there. */
  bundlerUrls?: Record<number, string>
  now?: () => number
  log?: (message: string, error?: unknown) => void
  /** Replaces the route list (tests). @default every route */
  routes?: readonly AnyRoute[]
  /** Answers requests the routes do not (another server's own pages); see `createApiServer`. */
  serve?: CreateApiServerParameters['serve']
  /** See `createApiServer`. @default true */
  cors?: boolean
}

/**
 * Migrates the database and builds the data API over the deployed chains.
 *
 * @example
 * const api = await createApi({ db, deployment: readDeployment() })
 * await api.listen(4000)
 */
export async function createApi({
  db,
  deployment,
  publicUrl = 'http://127.0.0.1:4000',
  rateLimit,
  bundlerUrls = {},
  now = Date.now,
  log = (message, error) => console.error(`[api] ${message}`, error ?? ''),
  routes = apiRoutes,
  serve,
  cors,
}: CreateApiParameters) {
  await migrate(db)
  const openapi = defineRoute({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document',
    auth: 'none',
    response: z.record(z.string(), z.unknown()),
    handler: () => document,
  })
  const all = [...routes, openapi]
  const document = openApiDocument(all, publicUrl)
  return createApiServer({
    routes: all,
    rateLimit,
    serve,
    cors,
    deps: {
      db,
      chains: createApiChains(deployment),
      bundlers: new Map(Object.entries(bundlerUrls).map(([id, url]) => [Number(id), url])),
      now,
      log,
    },
  })
}
