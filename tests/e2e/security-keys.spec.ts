import { expect, test } from '@playwright/test'
import { stackUrls } from '../support/stackUrls'
import { freshEmail, loginByEmail } from './emailSocial'
import { openSandbox } from './sandbox'

// Finding 1 of Order 14 against `npm start`: a script on the host page reads the session token
// the app keeps and sends it to its own server, which asks the auth service for the shares.
const auth = async (path: string, body: Record<string, unknown>) => {
  const response = await fetch(`${stackUrls.frame}${path}?projectId=keyport-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

test.describe('security: keys', () => {
  test('attack: the host page steals the session token; the auth service releases no share for it', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off')
    await loginByEmail(page, freshEmail('stolen'))
    // What any script on the host page can read.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('@keyport/session_token') ?? 'null') as string | null,
    )
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { body } = await auth('/v1/wallet/challenge', { token, purpose: 'recover' })
    const challenge = body.challenge as string
    const attack = { token, challenge, signature: Buffer.alloc(64, 1).toString('base64') }
    expect((await auth('/v1/wallet/auth-share', attack)).status).toBe(403)
    const recover = await auth('/v1/wallet/recover', {
      ...attack,
      devicePublicKey: Buffer.alloc(300, 1).toString('base64'),
    })
    expect(recover.status).toBeGreaterThanOrEqual(400)
    expect(recover.body.authShare).toBeUndefined()
    // The device key in the frame's IndexedDB is a non-extractable CryptoKey.
    const frame = page.frames().find((f) => f.url().startsWith(`${stackUrls.frame}/sdk`))!
    const extractable = await frame.evaluate(
      () =>
        new Promise<boolean>((resolve, reject) => {
          const open = indexedDB.open('keyport-frame', 1)
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const get = open.result.transaction('keys').objectStore('keys').get('device')
            get.onsuccess = () => resolve((get.result as CryptoKeyPair).privateKey.extractable)
          }
        }),
    )
    expect(extractable).toBe(false)
  })
})
