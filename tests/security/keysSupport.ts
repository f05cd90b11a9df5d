import { constants, generateKeyPairSync, privateDecrypt, sign } from 'node:crypto'
import { devicePublicKey } from '@keyport/server/frame/page/deviceKey.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The auth service on a free port, with the page's relative fetches sent to it (the frame's key
 * code runs in Node: same WebCrypto, memory storage), and an email login that needs no approval,
 * started with the page's device key (the only key its session can be bound to).
 */
export async function startKeysFrame(options?: Parameters<typeof startTestFrame>[0]) {
  const frame = await startTestFrame(options)
  const realFetch = globalThis.fetch
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(
      typeof input === 'string' && input.startsWith('/') ? `${frame.url}${input}` : input,
      init,
    )) as typeof fetch
  const login = async (email: string, deviceId: string) => {
    const start = await frame.post('/v1/email/start', {
      email,
      deviceId,
      devicePublicKey: await devicePublicKey(),
    })
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    return { token: verify.body.token as string, userId: (verify.body.user as { id: string }).id }
  }
  return {
    frame,
    login,
    async stop() {
      globalThis.fetch = realFetch
      await frame.stop()
    },
  }
}

/** What an attacker's server makes for itself: an RSA key to receive shares, a P-256 key to sign. */
export function attackerKeys() {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    rsaPublicKey: rsa.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    devicePublicKey: ec.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    open: (sealed: string) =>
      new Uint8Array(
        privateDecrypt(
          { key: rsa.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(sealed, 'base64'),
        ),
      ),
    sign: (message: Uint8Array) =>
      sign('sha256', message, { key: ec.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64'),
  }
}

/** The address two shares rebuild, or undefined when they rebuild nothing. */
export async function rebuiltAddress(authShareHex: string, otherShare: Uint8Array) {
  try {
    const secret = await combine([hexToBytes(`0x${authShareHex}`), otherShare])
    return privateKeyToAccount(bytesToHex(secret)).address
  } catch {
    return undefined
  }
}
