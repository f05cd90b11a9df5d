import { describe, expect, test } from 'vitest'
import { deviceNonce } from '../auth/deviceNonce.ts'
import type { AuthApi } from './authApi.ts'
import { devicePublicKey } from './deviceKey.ts'
import { startSocialFlow } from './startSocialFlow.ts'

// The frame checks the authorization URL the auth service answers: its nonce must be the one this
// device's key and the frame's own salt give, so not even the auth service can start a flow whose
// ID token would name another device.
describe('startSocialFlow', () => {
  /** An auth service that answers a URL whose nonce `nonceOf` picks from the request. */
  const service = (nonceOf: (body: Record<string, unknown>) => string) =>
    (async (_path: string, body: Record<string, unknown>) => ({
      uri: `http://idp.test/auth?state=s&nonce=${nonceOf(body)}`,
    })) as AuthApi

  test('behavior: a URL whose nonce is this device key’s opens', async () => {
    const key = await devicePublicKey()
    const honest = service((body) => {
      expect(body.devicePublicKey).toBe(key)
      return deviceNonce(key, body.nonceSalt as string, 'base64url')
    })
    const { uri } = await startSocialFlow(honest, {
      provider: 'google',
      appOrigin: 'http://a.test',
    })
    expect(uri).toContain('nonce=')
  })

  test('attack: an auth service that binds the flow to another key is refused', async () => {
    const other = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE'.padEnd(124, 'A')
    const swapped = service((body) => deviceNonce(other, body.nonceSalt as string, 'base64url'))
    await expect(
      startSocialFlow(swapped, { provider: 'google', appOrigin: 'http://a.test' }),
    ).rejects.toThrow('This login could not be started safely. Try again.')
    const ownSalt = service(() => deviceNonce(other, 'AAAAAAAAAAAAAAAAAAAAAA', 'base64url'))
    await expect(
      startSocialFlow(ownSalt, { provider: 'google', appOrigin: 'http://a.test' }),
    ).rejects.toThrow('This login could not be started safely. Try again.')
  })
})
