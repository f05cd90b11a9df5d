import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { escapeHtml } from '../api/onramp/escapeHtml.ts'
import type { IdpSharedState } from './connectIdpRedis.ts'
import { createFarcasterRelay } from './farcaster/createFarcasterRelay.ts'
import { answerProbe, baseHeaders, pageCsp, renderPage } from './idpHttp.ts'
import { handleInteraction } from './interactions.ts'

export type CreateIdpParameters = {
  /** The issuer URL (where this server is reached). */
  issuer: string
  /** One client per social provider it stands in for; the client id is the provider's name. */
  providers: readonly string[]
  /** The frame's callback, the only redirect the clients accept. */
  redirectUri: string
  /** Farcaster stand-in settings (channel lifetime, clock), for tests. */
  farcaster?: { channelTtlMs?: number; now?: () => number }
  /**
   * State shared with the other instances behind one issuer (`connectIdpRedis`): the provider's
   * storage and cookie key, the Farcaster channels. @default this process's memory: one instance
   */
  shared?: Pick<IdpSharedState, 'adapter' | 'cookieKeys' | 'farcaster'>
}

// "ada" or "ada@example.com" → a stable subject and a verified email. The auth service keys
// identities by provider and subject, so one login is a different person at each provider.
function claimsOf(login: string) {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@idp.local`
  const userName = email.split('@')[0]!
  return { sub: login, email, email_verified: true, preferred_username: userName, name: userName }
}

/**
 * A local OpenID Connect provider (oidc-provider) that stands in for google, github, apple,
 * facebook, x and discord in dev: authorization code with PKCE required, one confidential client
 * per provider, and our own dev login (any login and password) and consent pages, which load
 * nothing from another host. The same server is the Farcaster auth relay stand-in
 * (`createFarcasterRelay`: `/v1/channel…`, the dev phone page `/farcaster/connect`).
 *
 * @example
 * const idp = createIdp({ issuer: 'http://127.0.0.1:4002', providers: ['google'], redirectUri })
 * await idp.listen(4002, '127.0.0.1')
 */
export function createIdp({
  issuer,
  providers,
  redirectUri,
  farcaster,
  shared,
}: CreateIdpParameters) {
  const provider = new Provider(issuer, {
    clients: providers.map((id) => ({
      client_id: id,
      client_secret: `${id}-dev-secret`,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: shared?.cookieKeys ?? [randomBytes(32).toString('hex')] },
    ...(shared ? { adapter: shared.adapter } : {}),
    // Our own login and consent pages (interactions.ts) instead of the library's, which import
    // a web font from fonts.googleapis.com; no logout pages (the frame never ends IdP sessions).
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.set('content-security-policy', pageCsp())
      ctx.body = renderPage(
        'Sign-in failed',
        `<h1>Sign-in failed</h1>${Object.entries(out)
          .map(
            ([key, value]) =>
              `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`,
          )
          .join('')}`,
      )
    },
    // The dev login page takes any login and password.
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsOf(sub) }),
  })
  provider.on('server_error', (_ctx, error) => console.error('[idp]', error))
  const relay = createFarcasterRelay({ publicUrl: issuer, ...farcaster, store: shared?.farcaster })
  const formTargets = [new URL(redirectUri).origin]
  const oidc = provider.callback()
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(baseHeaders)) response.setHeader(name, value)
    if (answerProbe(request, response)) return
    const handled =
      relay.handle(request, response) || handleInteraction(provider, request, response, formTargets)
    if (handled) {
      handled.catch((error: unknown) => {
        console.error('[idp]', error)
        if (!response.headersSent) response.writeHead(500).end()
      })
      return
    }
    void oidc(request, response)
  })
  return {
    server,
    relay,
    listen: (port: number, host = '127.0.0.1') =>
      new Promise<string>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () =>
          resolve(`http://${host}:${(server.address() as AddressInfo).port}`),
        )
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
