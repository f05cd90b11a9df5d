import type { AuthApi } from './authApi.ts'
import { devicePublicKey } from './deviceKey.ts'
import { deviceId } from './frameStorage.ts'

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The OpenID nonce this device's key and `salt` give (as `server/frame/auth/deviceNonce.ts`). */
async function ownNonce(salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const spki = fromBase64(await devicePublicKey())
  const fingerprint = new Uint8Array(await crypto.subtle.digest('SHA-256', spki))
  const joined = new Uint8Array([...fingerprint, ...salt])
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', joined)))
}

/**
 * Starts a social login bound to this device: sends the device key and a salt of the frame's own
 * choosing, and opens nothing unless the provider's authorization URL carries the nonce that key
 * and salt give. So even the auth service cannot hand the frame a flow whose ID token would name
 * another device.
 */
export async function startSocialFlow(
  api: AuthApi,
  request: { provider: string; appOrigin: string; purpose?: 'login' | 'export' },
): Promise<{ uri: string }> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const answer = await api<{ uri: string }>('/v1/social/start', {
    ...request,
    deviceId: deviceId(),
    devicePublicKey: await devicePublicKey(),
    nonceSalt: toBase64Url(salt),
  })
  let nonce: string | null = null
  try {
    nonce = new URL(answer.uri).searchParams.get('nonce')
  } catch {}
  if (nonce !== (await ownNonce(salt)))
    throw new Error('This login could not be started safely. Try again.')
  return answer
}
