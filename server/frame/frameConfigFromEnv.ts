import { endpointFromEnv } from '@keyport/stack'
import { assertIssuerUrl, type OidcProviderSettings } from './auth/createSocialLogin.ts'

export const oauthProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/**
 * Each social provider's OpenID settings: `KEYPORT_SOCIAL_<PROVIDER>_ISSUER`, `_CLIENT_ID` and
 * `_CLIENT_SECRET` for a real provider; otherwise the local identity provider (`server/idp`),
 * whose client for each provider is named after it. An issuer must be `https:`; plain `http:` only
 * on loopback (127.0.0.0/8, ::1, localhost), else this throws. `_TRUST_EMAIL=1` lets the provider's
 * verified emails join email accounts (off by default: each identity gets its own account).
 *
 * @example
 * socialProvidersFromEnv(process.env).google // { issuer: 'http://127.0.0.1:4002', clientId: 'google', clientSecret: 'google-dev-secret', trustEmail: false }
 */
export function socialProvidersFromEnv(
  env: NodeJS.ProcessEnv,
): Record<string, OidcProviderSettings> {
  const idp = env.KEYPORT_IDP_URL ?? endpointFromEnv(env, 'IDP', 4002).url
  return Object.fromEntries(
    oauthProviders.map((provider) => {
      const key = `KEYPORT_SOCIAL_${provider.toUpperCase()}`
      const issuer = env[`${key}_ISSUER`] ?? idp
      assertIssuerUrl(provider, issuer, true)
      return [
        provider,
        {
          issuer,
          clientId: env[`${key}_CLIENT_ID`] ?? provider,
          clientSecret: env[`${key}_CLIENT_SECRET`] ?? `${provider}-dev-secret`,
          trustEmail: env[`${key}_TRUST_EMAIL`] === '1',
        },
      ]
    }),
  )
}
