import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApi } from '../api/createApi.ts'
import type { Database } from '../db/Database.ts'
import { migrate } from '../db/migrate.ts'
import { structuredErrorLog, watchDatabase } from '../ops/index.ts'
import { callbackTarget } from './auth/social.ts'
import { type DevClock, devClockRoute } from './devClock.ts'
import { defaultFrameLimits, type FrameDeps } from './FrameDeps.ts'
import { bundlePages } from './pages/bundlePages.ts'
import {
  renderExportPage,
  renderFramePage,
  renderSocialCallbackPage,
} from './pages/renderFramePage.ts'
import { custodianRoutes } from './routes/custodianRoutes.ts'
import { emailRoutes } from './routes/emailRoutes.ts'
import { farcasterRoutes } from './routes/farcasterRoutes.ts'
import { healthRoute } from './routes/healthRoute.ts'
import { sessionRoutes } from './routes/sessionRoutes.ts'
import { socialRoutes } from './routes/socialRoutes.ts'
import { updateEmailRoutes } from './routes/updateEmailRoutes.ts'

export type CreateFrameServerParameters = Omit<FrameDeps, 'limits' | 'now' | 'log'> & {
  /** The data API's JSON-RPC endpoint with `{chainId}`, for the frame's reads and sends. */
  rpcUrlTemplate: string
  /**
   * ERC-4337 contracts per chain id; those chains offer smart accounts, and those with a
   * `delegate` (KeyportDelegate) the EIP-7702 account type too. @default {}
   */
  smartAccounts?: Record<number, { entryPoint: string; accountFactory: string; delegate?: string }>
  /**
   * Origins of ERC-7677 paymaster services the frame may call besides the data API's (apps' own
   * services, `KEYPORT_FRAME_PAYMASTER_ORIGINS`): the page's CSP `connect-src` lists them, and
   * the frame refuses any other paymaster URL. @default []
   */
  paymasterOrigins?: readonly string[]
  limits?: Partial<FrameDeps['limits']>
  now?: () => number
  /** A clock the browser tests move (`POST /dev/clock`); replaces `now`. Never in production. */
  devClock?: DevClock
  log?: FrameDeps['log']
  rateLimit?: number
}

/**
 * The data API's origin and the extra paymaster origins, each reduced to an http(s) origin (an
 * entry that is not one throws: a typo must not widen or silently narrow the CSP).
 */
export function paymasterOriginsOf(rpcOrigin: string, extra: readonly string[]) {
  const origins = extra.map((entry) => {
    const url = new URL(entry)
    if (
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.origin !== entry.replace(/\/$/, '') ||
      // A CSP source with `*` would be a wildcard: only exact hosts.
      !/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)
    )
      throw new Error(`KEYPORT_FRAME_PAYMASTER_ORIGINS: ${entry} is not an http(s) origin`)
    return url.origin
  })
  return [...new Set([rpcOrigin, ...origins])]
}

const migrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * The secure frame site and its auth service on one origin: `/sdk` (the frame page),
 * `/social/callback` (the popup's landing page), `/device/approve`, the recovery custodian's
 * `/custodian/approve`, and the `/v1/*` API.
 *
 * @example
 * const frame = await createFrameServer({ db, secret, mailer, publicUrl, allowedOrigins, custodian, social, farcasterRelayUrl: '', rpcUrlTemplate })
 * await frame.listen(5174)
 */
export async function createFrameServer({
  rpcUrlTemplate,
  smartAccounts = {},
  paymasterOrigins: extraPaymasterOrigins = [],
  limits,
  devClock,
  now = devClock?.now ?? Date.now,
  log = (message, error) => console.error(`[frame] ${message}`, error ?? ''),
  rateLimit,
  ...rest
}: CreateFrameServerParameters & { db: Database }) {
  await migrate(rest.db)
  await migrate(rest.db, migrations)
  // A lost database connection answers 503 + Retry-After, not 500 (`handleRequest`).
  const deps: FrameDeps = {
    ...rest,
    db: watchDatabase(rest.db),
    now,
    // KEYPORT_LOG_FORMAT=json: one JSON line per error, like the request lines.
    log: structuredErrorLog({ service: 'frame', log }),
    limits: { ...defaultFrameLimits, ...limits },
  }
  let scripts: ReturnType<typeof bundlePages> | undefined
  const bundle = () => {
    if (!scripts) {
      scripts = bundlePages()
      scripts.catch((error: unknown) => deps.log('could not bundle the frame page', error))
    }
    return scripts
  }
  const frameAncestors = deps.allowedOrigins.join(' ')
  const rpcOrigin = new URL(rpcUrlTemplate.replace('{chainId}', '1')).origin
  const paymasterOrigins = paymasterOriginsOf(rpcOrigin, extraPaymasterOrigins)
  const headers = {
    sdk: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; script-src 'self'; connect-src 'self' ${paymasterOrigins.join(' ')}; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors || "'none'"}; base-uri 'none'; form-action 'none'`,
      'referrer-policy': 'no-referrer',
    },
    popup: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    },
    // The export window: its own window on this origin, never framed, calling only this origin.
    exportPage: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    },
    script: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      // Only the frame's own pages load its scripts.
      'cross-origin-resource-policy': 'same-origin',
    },
  }
  // On every answer, pages, scripts and the auth API's JSON alike (the API's answers carry
  // session tokens and key shares: never cached, never sniffed into something else).
  const everyAnswer = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
  const reply = (
    response: ServerResponse,
    status: number,
    head: Record<string, string>,
    body: string,
  ) => {
    response.writeHead(status, head)
    response.end(body)
  }
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(everyAnswer)) response.setHeader(name, value)
    if (request.method !== 'GET') return false
    const url = new URL(request.url ?? '/', 'http://frame.local')
    if (url.pathname === '/sdk') {
      reply(
        response,
        200,
        headers.sdk,
        renderFramePage({
          projectId: url.searchParams.get('projectId') ?? '',
          rpcUrlTemplate,
          allowedOrigins: [...deps.allowedOrigins],
          smartAccounts,
          paymasterOrigins,
        }),
      )
      return true
    }
    if (url.pathname === '/export') {
      const appOrigin = url.searchParams.get('appOrigin') ?? ''
      reply(
        response,
        200,
        headers.exportPage,
        renderExportPage({
          appOrigin: deps.allowedOrigins.includes(appOrigin) ? appOrigin : undefined,
          projectId: url.searchParams.get('projectId') ?? '',
          providers: deps.social.providers,
          farcaster: deps.farcasterRelayUrl !== '',
        }),
      )
      return true
    }
    const scripts = {
      '/sdk.js': 'sdk',
      '/social-callback.js': 'socialCallback',
      '/export-wallet.js': 'exportWallet',
    } as const
    if (Object.hasOwn(scripts, url.pathname) || url.pathname.startsWith('/chunks/')) {
      const script = scripts[url.pathname as keyof typeof scripts]
      bundle().then(
        (bundle) => {
          const text = script ? bundle[script] : bundle.chunks.get(url.pathname)
          if (text === undefined) reply(response, 404, headers.script, '// no such chunk')
          else reply(response, 200, headers.script, text)
        },
        () =>
          reply(
            response,
            503,
            headers.script,
            '// the frame page could not be built; see the server log',
          ),
      )
      return true
    }
    if (url.pathname === '/social/callback') {
      const state = url.searchParams.get('state') ?? ''
      const lookup = /^[A-Za-z0-9_-]{16,128}$/.test(state)
        ? callbackTarget(deps, state)
        : Promise.resolve(undefined)
      lookup.then(
        (target) => reply(response, 200, headers.popup, renderSocialCallbackPage(target)),
        (error: unknown) => {
          deps.log('social callback lookup failed', error)
          reply(response, 200, headers.popup, renderSocialCallbackPage(undefined))
        },
      )
      return true
    }
    return false
  }
  const api = await createApi({
    db: deps.db,
    deployment: { generatedAt: new Date(0).toISOString(), chains: [] },
    publicUrl: deps.publicUrl,
    rateLimit,
    now,
    log: deps.log,
    // Only the frame's own pages call the auth service: no CORS, so other sites' scripts cannot.
    cors: false,
    service: 'frame',
    routes: [
      healthRoute,
      ...emailRoutes(deps),
      ...custodianRoutes(deps),
      ...sessionRoutes(deps),
      ...socialRoutes(deps),
      ...farcasterRoutes(deps),
      ...updateEmailRoutes(deps),
      ...(devClock ? [devClockRoute(devClock)] : []),
    ],
    serve,
  })
  /** Bundles the frame page now rather than on its first request. */
  const prepare = () => bundle().then(() => undefined)
  return Object.assign(api, { deps, prepare })
}
