import type { SolanaClusterName } from '@keyport/stack'
import type { Hex } from 'viem'
import * as z from 'zod'
import type { Deployment } from '../chain/deployment.ts'
import type { Database } from '../db/Database.ts'
import { migrate } from '../db/migrate.ts'
import { connectRedis } from '../redis/connectRedis.ts'
import {
  type AnalyticsLimitSettings,
  analyticsLimitsFromEnv,
} from './analytics/createAnalyticsLimits.ts'
import { createApiChains } from './createApiChains.ts'
import { type CreateApiServerParameters, createApiServer } from './createApiServer.ts'
import { type AnyRoute, defineRoute } from './http/defineRoute.ts'
import { openApiDocument } from './http/openApiDocument.ts'
import { ensureDevSponsorshipPolicy } from './paymaster/devSponsorshipPolicy.ts'
import { isDevPaymasterSigner, paymasterSignerFromEnv } from './paymaster/paymasterSigner.ts'
import { apiRoutes } from './routes/index.ts'
import { createSolanaApiChains } from './solana/createSolanaApiChains.ts'

export type CreateApiParameters = {
  db: Database
  deployment: Deployment
  /** Public base URL, written into the OpenAPI document. @default 'http://127.0.0.1:4000' */
  publicUrl?: string
  rateLimit?: number
  /**
   * A Redis for the rate-limit counters, shared by every process behind one public URL; empty
   * means this process's memory. @default process.env.REDIS_URL
   */
  redisUrl?: string
  /** See `createApiServer`. @default process.env.KEYPORT_TRUSTED_PROXIES (comma-separated) */
  trustedProxies?: CreateApiServerParameters['trustedProxies']
  /** Bundler URL per chain id: `eth_sendUserOperation` and the other ERC-4337 calls go there. */
  bundlerUrls?: Record<number, string>
  /**
   * Solana RPC URL per cluster (`{ mainnet: 'http://127.0.0.1:8899' }`): balances and the JSON-RPC
   * endpoint serve those networks. @default {} (no Solana)
   */
  solanaRpcUrls?: Partial<Record<SolanaClusterName, string>>
  now?: () => number
  log?: (message: string, error?: unknown) => void
  /** Replaces the route list (tests). @default every route */
  routes?: readonly AnyRoute[]
  /** Answers requests the routes do not (another server's own pages); see `createApiServer`. */
  serve?: CreateApiServerParameters['serve']
  /** See `createApiServer`. @default true */
  cors?: boolean
  /** The `service` of its metrics and log lines (the frame's auth service says 'frame'). @default 'api' */
  service?: CreateApiServerParameters['service']
  /**
   * Analytics retention and daily quotas. @default from KEYPORT_ANALYTICS_RETENTION_DAYS,
   * KEYPORT_ANALYTICS_PROJECT_EVENTS_PER_DAY, KEYPORT_ANALYTICS_IP_EVENTS_PER_DAY (90 days,
   * 100,000 and 2,000 events)
   */
  analyticsLimits?: AnalyticsLimitSettings
  /**
   * The paymaster service's signing key (KeyportPaymaster's verifyingSigner).
   * @default process.env.KEYPORT_PAYMASTER_SIGNER_KEY, else the local stack's dev `paymasterSigner`
   */
  paymasterSignerKey?: Hex
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
  redisUrl = process.env.REDIS_URL,
  trustedProxies = process.env.KEYPORT_TRUSTED_PROXIES,
  bundlerUrls = {},
  solanaRpcUrls = {},
  now = Date.now,
  log = (message, error) => console.error(`[api] ${message}`, error ?? ''),
  routes = apiRoutes,
  serve,
  cors,
  service,
  analyticsLimits = analyticsLimitsFromEnv(process.env),
  paymasterSignerKey,
}: CreateApiParameters) {
  // Without chains (the frame's auth service) there is nothing to sign: the key stays unread.
  const paymasterSigner =
    deployment.chains.length > 0
      ? paymasterSignerFromEnv(process.env, paymasterSignerKey)
      : undefined
  await migrate(db)
  // keyport-dev's dev policy names the deployment's contracts, so it is made here, not in SQL; and
  // only with the dev signer: a production paymaster (its own key) must not sponsor a public dev id.
  if (paymasterSigner && isDevPaymasterSigner(paymasterSigner))
    await ensureDevSponsorshipPolicy(db, deployment)
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
  // No offline queue: while Redis is away, the limiter falls back to memory at once instead of
  // holding requests.
  const redis = redisUrl
    ? await connectRedis(redisUrl, 'the rate limits', {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      })
    : undefined
  const server = createApiServer({
    routes: all,
    rateLimit,
    redis,
    // Instances of one service share its public URL, and so its counters; other services do not.
    rateLimitPrefix: `keyport:rate:${publicUrl}`,
    cacheChannel: `keyport:cache:${publicUrl}`,
    trustedProxies,
    serve,
    cors,
    service,
    analyticsLimits,
    deps: {
      db,
      chains: createApiChains(deployment),
      solana: createSolanaApiChains(solanaRpcUrls),
      bundlers: new Map(Object.entries(bundlerUrls).map(([id, url]) => [Number(id), url])),
      now,
      log,
      paymasterSigner,
    },
  })
  return {
    ...server,
    async close() {
      await server.close()
      await redis?.quit().catch(() => {})
    },
  }
}
