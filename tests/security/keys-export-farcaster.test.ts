import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { startTestIdp } from '@keyport/server/idp/testing/startTestIdp.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Order 14, deliverable 9, for accounts made by Farcaster: the export window runs its own
// Farcaster sign-in and polls it itself. Its result must never be finished as an app login (the
// host page would get a session), and it opens a session only for the fid that owns the wallet.
describe('keys: Farcaster re-login in the export window', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  const deviceId = 'device-export-farcaster-01'
  const owner = `0x${'c3'.repeat(20)}`
  const other = `0x${'d4'.repeat(20)}`
  const start = async (purpose: 'login' | 'export') => {
    const started = await frame.post('/v1/farcaster/start', {
      deviceId,
      devicePublicKey: testDeviceKey,
      appOrigin: 'http://app.test',
      purpose,
    })
    expect(started.status).toBe(200)
    const channelToken = new URL(started.body.url as string).searchParams.get('channelToken')!
    return { loginId: started.body.loginId as string, channelToken }
  }
  /** The dev phone page's Approve, as the Farcaster app of `fid`. */
  const approveOnPhone = async (channelToken: string, fid: string) => {
    const response = await fetch(`${idp.url}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, username: `fc-${fid}`, fid }).toString(),
    })
    expect(response.status).toBe(200)
  }
  /** A sign-in of `purpose`, approved on the phone by `fid`, not yet polled. */
  const approved = async (purpose: 'login' | 'export', fid: string) => {
    const login = await start(purpose)
    await approveOnPhone(login.channelToken, fid)
    return login.loginId
  }
  const poll = (loginId: string, extra: Record<string, string> = {}) =>
    frame.post('/v1/farcaster/status', { loginId, deviceId, ...extra })
  const exportPoll = (loginId: string, expectedAddress = owner) =>
    poll(loginId, { purpose: 'export', expectedAddress })
  /** A Farcaster user with a wallet at `address` (its shares do not matter here). */
  const userWithWallet = async (fid: string, address: string) => {
    const done = await poll(await approved('login', fid))
    expect(done.body.state).toBe('completed')
    await frame.db.query(
      'insert into frame_wallets (user_id, address, auth_share, recovery_share_sealed, created_at) values ($1, $2, $3, $4, $5)',
      [(done.body.user as { id: string }).id, address, 'share', 'sealed', new Date()],
    )
  }
  const count = async (table: 'frame_users' | 'frame_sessions') =>
    (await frame.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n

  beforeAll(async () => {
    idp = await startTestIdp()
    frame = await startTestFrame({ farcasterRelayUrl: idp.url })
    await userWithWallet('7101', owner)
    await userWithWallet('7102', other)
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await idp?.stop()
  })

  test('attack: an export re-login result is not finished as an app login', async () => {
    const loginId = await approved('export', '7101')
    const sessions = await count('frame_sessions')
    // The host page's frame polls it as the app's own login: refused, no session.
    const asLogin = await poll(loginId)
    expect(asLogin.status).toBe(400)
    expect(asLogin.body.token).toBeUndefined()
    expect(asLogin.body.reasons?.[0]?.description).toBe(
      'This Farcaster sign-in is not known on this device. Try again.',
    )
    expect(await count('frame_sessions')).toBe(sessions)
    // The export window, which started it, still finishes it (the refusal spent nothing).
    const right = await exportPoll(loginId)
    expect(right.status).toBe(200)
    expect(right.body).toMatchObject({ state: 'completed', user: { provider: 'farcaster' } })
    expect(right.body.token).toEqual(expect.any(String))
    // And an app's sign-in is not polled as an export either.
    const appLogin = await approved('login', '7101')
    expect((await exportPoll(appLogin)).status).toBe(400)
  })

  test('attack: a re-login as another fid gets no session; the owner does', async () => {
    const sessions = await count('frame_sessions')
    const users = await count('frame_users')
    const wrong = await exportPoll(await approved('export', '7102'))
    expect(wrong.status).toBe(403)
    expect(wrong.body.token).toBeUndefined()
    expect(wrong.body.reasons?.[0]?.description).toBe(
      'This Farcaster account does not own the wallet you are exporting. Log in with the account you connected with.',
    )
    // A fid never seen before gets nothing either, and no user is made for it.
    const stranger = await exportPoll(await approved('export', '7199'))
    expect(stranger.status).toBe(403)
    expect(await count('frame_users')).toBe(users)
    expect(await count('frame_sessions')).toBe(sessions)
    const right = await exportPoll(
      await approved('export', '7101'),
      owner.toUpperCase().replace('0X', '0x'),
    )
    expect(right.status).toBe(200)
    expect(right.body.token).toEqual(expect.any(String))
  })

  test('behavior: bad input gets a 4xx with a reason', async () => {
    const loginId = await approved('export', '7101')
    const bad = [
      ['/v1/farcaster/start', { deviceId, appOrigin: 'http://app.test', purpose: 'steal' }],
      ['/v1/farcaster/status', { loginId, deviceId, purpose: 'export' }],
      ['/v1/farcaster/status', { loginId, deviceId, purpose: 'export', expectedAddress: 'nope' }],
    ] as const
    for (const [path, body] of bad) {
      const answer = await frame.post(path, body)
      expect(answer.status).toBe(400)
      expect(answer.body.reasons?.[0]?.description).toBeTruthy()
    }
  })
})
