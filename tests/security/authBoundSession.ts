import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'

type Post = (
  path: string,
  body: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>

/**
 * A frame device key made in Node (ECDSA P-256): start a login with `devicePublicKey`, then
 * `bind` the session it opens, as the frame page does right after the login.
 *
 * @example
 * const device = createTestDevice()
 * await frame.post('/v1/email/start', { email, deviceId, devicePublicKey: device.devicePublicKey })
 * await device.bind(frame.post, token)
 */
export function createTestDevice() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const devicePublicKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
  return {
    devicePublicKey,
    async bind(post: Post, token: string) {
      const hash = createHash('sha256').update(token).digest('hex')
      const signature = sign('sha256', deviceMessage('bind', hash), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64')
      const bound = await post('/v1/session/bind', { token, devicePublicKey, signature })
      if (bound.status !== 200) throw new Error(`bind answered ${bound.status}`)
    },
  }
}
