import * as client from 'openid-client'
import { ApiError } from '../../api/http/ApiError.ts'

/** One OpenID Connect provider's settings (from configuration; the local IdP in dev). */
export type OidcProviderSettings = {
  issuer: string
  clientId: string
  clientSecret: string
  /**
   * Trust this provider's verified emails: a first login joins the email account of its address
   * (or creates it). Off, a provider's identity always gets an account of its own.
   * @default false
   */
  trustEmail?: boolean
}

/** What a finished login tells us about the person. */
type SocialClaims = {
  /** The ID token's issuer (checked against the provider's). */
  issuer: string
  /** The raw ID token, for the recovery custodian to verify itself. */
  idToken: string
  subject: string
  email: string | null
  userName: string | null
  /** The provider's `trustEmail` setting. */
  trustEmail: boolean
}

/** The checks one authorization-code flow carries from start to finish. */
type SocialChecks = { codeVerifier: string; state: string; nonce: string }

export interface SocialLogin {
  readonly providers: readonly string[]
  /** The provider's authorization URL, with PKCE (S256), state and nonce. */
  authorizationUrl(provider: string, checks: SocialChecks): Promise<string>
  /** Exchanges the code in the callback URL (PKCE verifier, state, nonce checked) for claims. */
  finish(provider: string, callbackUrl: string, checks: SocialChecks): Promise<SocialClaims>
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)

/**
 * Refuses an issuer (or an endpoint it names) that is not `https:`, unless plain HTTP is allowed
 * and the host is loopback (127.0.0.0/8, ::1, localhost): on any other host, plain HTTP lets the
 * network forge every login.
 *
 * @example
 * assertIssuerUrl('google', 'http://idp.example', true) // throws: plain HTTP off loopback
 */
export function assertIssuerUrl(provider: string, issuer: string, allowHttp: boolean) {
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    throw new Error(`Social login: the ${provider} issuer "${issuer}" is not a URL.`)
  }
  if (url.protocol === 'https:') return
  const loopback = isLoopback(url.hostname)
  if (url.protocol === 'http:' && allowHttp && loopback) return
  throw new Error(
    url.protocol === 'http:' && !loopback
      ? `Social login: the ${provider} issuer ${url.origin} uses plain HTTP on a host that is not loopback. Use https://, or run the issuer on 127.0.0.1, ::1 or localhost.`
      : `Social login: the ${provider} issuer ${url.origin} must use https://.`,
  )
}

/**
 * OAuth 2.0 authorization-code flow with PKCE through openid-client, per provider. Discovery runs
 * on first use and is kept. `http:` issuers (and endpoints) are allowed only when `allowHttp`, and
 * then only on loopback (the local IdP); any other is refused here, at configuration time.
 *
 * @example
 * const social = createSocialLogin({ redirectUri, providers: { google: { issuer, clientId, clientSecret } } })
 */
export function createSocialLogin({
  providers,
  redirectUri,
  allowHttp = false,
}: {
  providers: Readonly<Record<string, OidcProviderSettings>>
  redirectUri: string
  allowHttp?: boolean
}): SocialLogin {
  for (const [provider, settings] of Object.entries(providers))
    assertIssuerUrl(provider, settings.issuer, allowHttp)
  const configs = new Map<string, Promise<client.Configuration>>()
  const configOf = (provider: string) => {
    const settings = providers[provider]
    if (!settings)
      throw new ApiError(
        400,
        'provider_unknown',
        `Social login with ${provider} is not configured.`,
      )
    let config = configs.get(provider)
    if (!config) {
      config = client
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          execute:
            new URL(settings.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
        })
        .then((config) => {
          // The issuer's metadata may name other hosts: they meet the same rule.
          const { authorization_endpoint, token_endpoint, jwks_uri, userinfo_endpoint } =
            config.serverMetadata()
          for (const endpoint of [
            authorization_endpoint,
            token_endpoint,
            jwks_uri,
            userinfo_endpoint,
          ])
            if (endpoint) assertIssuerUrl(provider, endpoint, allowHttp)
          return config
        })
        .catch((error: unknown) => {
          configs.delete(provider)
          throw Object.assign(
            new ApiError(
              503,
              'provider_unavailable',
              `The ${provider} login service cannot be reached. Try again later.`,
            ),
            { cause: error },
          )
        })
      configs.set(provider, config)
    }
    return config
  }
  return {
    providers: Object.keys(providers),
    async authorizationUrl(provider, { codeVerifier, state, nonce }) {
      const config = await configOf(provider)
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString()
    },
    async finish(provider, callbackUrl, { codeVerifier, state, nonce }) {
      const config = await configOf(provider)
      let claims: client.IDToken | undefined
      let idToken: string | undefined
      try {
        const tokens = await client.authorizationCodeGrant(config, new URL(callbackUrl), {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        })
        claims = tokens.claims()
        idToken = tokens.id_token
      } catch (error) {
        throw Object.assign(
          new ApiError(
            400,
            'social_login_failed',
            `The ${provider} login did not complete. Try again.`,
          ),
          { cause: error },
        )
      }
      if (!claims || !idToken)
        throw new ApiError(
          400,
          'social_login_failed',
          `The ${provider} login did not complete. Try again.`,
        )
      const email =
        typeof claims.email === 'string' && claims.email_verified === true
          ? claims.email.toLowerCase()
          : null
      const name = [claims.preferred_username, claims.nickname, claims.name].find(
        (v) => typeof v === 'string',
      )
      return {
        issuer: claims.iss,
        idToken,
        subject: claims.sub,
        email,
        userName: (name as string | undefined) ?? email,
        trustEmail: providers[provider]?.trustEmail === true,
      }
    },
  }
}
