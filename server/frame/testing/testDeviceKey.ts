import { generateKeyPairSync } from 'node:crypto'

/**
 * A frame device key's public half (ECDSA P-256, SPKI DER in base64) for tests whose login never
 * binds a key: what `/v1/email/start`, `/v1/social/start` and `/v1/farcaster/start` require.
 * Tests that bind and open a wallet start with the page's own key (`page/deviceKey.ts`).
 *
 * @example
 * await frame.post('/v1/email/start', { email, deviceId, devicePublicKey: testDeviceKey })
 */
export const testDeviceKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64')
