import { authorizeWithIdp } from '@keyport/server/frame/testing/authorizeWithIdp.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { startTestIdp } from '@keyport/server/idp/testing/startTestIdp.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Order 14, deliverable 9: the export window re-logs in with a provider itself. Its result must
// never reach the app (the host page could finish the login and use the session), and it opens a
// session only for the account that owns the wallet the window exports.
describe('keys: social re-login in the export window', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  const deviceId = 'device-export-social-01'
  const owner = `0x${'a1'.repeat(20)}`
  const other = `0x${'b2'.repeat(20)}`
  const start = async (purpose: 'login' | 'export', login: string) => {
    const started = await frame.post('/v1/social/start', {
      devicePublicKey: testDeviceKey,
      provider: 'google',
      deviceId,
      appOrigin: 'http://app.test',
      purpose,
    })
    expect(started.status).toBe(200)
    return authorizeWithIdp(started.body.uri as string, login)
  }
  /** A provider identity with a wallet at `address` (its shares do not matter here). */
  const userWithWallet = async (login: string, address: string) => {
    const finish = await frame.post('/v1/social/finish', {
      uri: await start('login', login),
      deviceId,
    })
    const userId = (finish.body.user as { id: string }).id
    await frame.db.query(
      'insert into frame_wallets (user_id, address, auth_share, recovery_share_sealed, created_at) values ($1, $2, $3, $4, $5)',
      [userId, address, 'share', 'sealed', new Date()],
    )
  }
  const callbackPage = async (callback: string) =>
    (await fetch(`${frame.url}/social/callback${new URL(callback).search}`)).text()

  beforeAll(async () => {
    idp = await startTestIdp()
    frame = await startTestFrame({
      providers: {
        google: { issuer: idp.url, clientId: 'google', clientSecret: 'google-dev-secret' },
      },
    })
    await userWithWallet('octocat', owner)
    await userWithWallet('mona', other)
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await idp?.stop()
  })

  test('attack: an export re-login result is never handed to the app origin, nor finished as an app login', async () => {
    // The app's own login: the callback page names the app origin it posts to.
    expect(await callbackPage(await start('login', 'octocat'))).toContain(
      'data-app-origin="http://app.test"',
    )
    // The export window's: it goes back to /export in the same window; no origin to post to.
    const callback = await start('export', 'octocat')
    const html = await callbackPage(callback)
    expect(html).toContain('data-purpose="export"')
    expect(html).not.toContain('data-app-origin')
    expect(html).not.toContain('app.test')
    // A host page that got hold of the URL anyway cannot finish it as a login of its own.
    const asLogin = await frame.post('/v1/social/finish', { uri: callback, deviceId })
    expect(asLogin.status).toBe(400)
    expect(asLogin.body.token).toBeUndefined()
  })

  test('attack: a re-login as another account gets no session; the owner does', async () => {
    const wrong = await frame.post('/v1/social/finish', {
      uri: await start('export', 'mona'),
      deviceId,
      purpose: 'export',
      expectedAddress: owner,
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.token).toBeUndefined()
    expect(wrong.body.reasons?.[0]?.description).toMatch(/does not own the wallet/)
    // An identity never seen before (no wallet at all) gets nothing either, and no user is made.
    const users = async () =>
      (await frame.db.query<{ n: number }>('select count(*)::int as n from frame_users'))[0]!.n
    const before = await users()
    const stranger = await frame.post('/v1/social/finish', {
      uri: await start('export', 'stranger'),
      deviceId,
      purpose: 'export',
      expectedAddress: owner,
    })
    expect(stranger.status).toBe(403)
    expect(await users()).toBe(before)
    const right = await frame.post('/v1/social/finish', {
      uri: await start('export', 'octocat'),
      deviceId,
      purpose: 'export',
      expectedAddress: owner.toUpperCase().replace('0X', '0x'),
    })
    expect(right.status).toBe(200)
    expect(right.body.token).toEqual(expect.any(String))
  })

  test('behavior: bad input gets a 4xx with a reason', async () => {
    const bad = [
      [
        '/v1/social/start',
        {
          provider: 'google',
          deviceId,
          devicePublicKey: testDeviceKey,
          appOrigin: 'http://app.test',
          purpose: 'steal',
        },
      ],
      [
        '/v1/social/finish',
        { uri: 'http://frame.test/social/callback?state=x', deviceId, purpose: 'export' },
      ],
      [
        '/v1/social/finish',
        {
          uri: 'http://frame.test/social/callback?state=x',
          deviceId,
          purpose: 'export',
          expectedAddress: 'nope',
        },
      ],
    ] as const
    for (const [path, body] of bad) {
      const answer = await frame.post(path, body)
      expect(answer.status).toBe(400)
      expect(answer.body.reasons?.[0]?.description).toBeTruthy()
    }
  })
})
