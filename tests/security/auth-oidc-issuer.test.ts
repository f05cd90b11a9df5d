import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSocialLogin } from '@keyport/server/frame/auth/createSocialLogin.ts'
import { socialProvidersFromEnv } from '@keyport/server/frame/frameConfigFromEnv.ts'
import { describe, expect, test } from 'vitest'

// Finding 7 (plain-HTTP issuers): any http: issuer was accepted, so on a real network whoever sits
// on the path could forge every social login. Plain HTTP is now only for loopback.
const social = (issuer: string) =>
  createSocialLogin({
    providers: { google: { issuer, clientId: 'google', clientSecret: 'secret' } },
    redirectUri: 'https://frame.example/social/callback',
    allowHttp: true,
  })

describe('OpenID issuers', () => {
  test.each([
    'http://idp.example.com',
    'http://10.0.0.5:4002',
    'http://127.0.0.1.evil.example',
    'http://localhost.evil.example',
    'http://[::ffff:a00:5]',
  ])('attack: the plain-HTTP issuer %s is refused at configuration time', (issuer) => {
    expect(() => social(issuer)).toThrow(
      /the google issuer .* uses plain HTTP on a host that is not loopback\. Use https:\/\/, or run the issuer on 127\.0\.0\.1, ::1 or localhost\./,
    )
  })

  test.each([
    'https://accounts.google.com',
    'http://127.0.0.1:4002',
    'http://127.8.9.10',
    'http://localhost:4002',
    'http://[::1]:4002',
  ])('behavior: %s is accepted', (issuer) => {
    expect(() => social(issuer)).not.toThrow()
  })

  test('attack: an issuer from the environment on a non-loopback http host stops the service at start', () => {
    expect(() =>
      socialProvidersFromEnv({ KEYPORT_SOCIAL_GITHUB_ISSUER: 'http://idp.internal:4002' }),
    ).toThrow('the github issuer http://idp.internal:4002 uses plain HTTP')
    expect(() => socialProvidersFromEnv({ KEYPORT_IDP_URL: 'http://192.168.1.20:4002' })).toThrow(
      'uses plain HTTP on a host that is not loopback',
    )
    expect(socialProvidersFromEnv({}).google?.trustEmail).toBe(false)
  })

  test('attack: a loopback issuer whose metadata sends the token request over plain HTTP elsewhere is refused', async () => {
    const server = createServer((_request, response) => {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: 'http://tokens.example/token',
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const login = social(`http://127.0.0.1:${port}`)
      const failure = await login
        .authorizationUrl('google', { codeVerifier: 'v'.repeat(43), state: 's', nonce: 'n' })
        .catch((error: Error & { cause?: Error }) => error)
      expect(failure).toBeInstanceOf(Error)
      expect((failure as Error & { cause?: Error }).cause?.message).toContain(
        'the google issuer http://tokens.example uses plain HTTP',
      )
    } finally {
      server.close()
    }
  })
})
