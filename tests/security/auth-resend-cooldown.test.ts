import { pollDeviceApproval, startEmailLogin } from '@keyport/server/frame/auth/emailLogin.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authDatabases } from './auth-databases.ts'

// Finding 7 (cooldown): the resend cooldown was check-then-insert, so parallel requests all
// passed the check. Now one conditional upsert claims the address's 30 s slot.
describe.each(authDatabases)('the resend cooldown under attack ($name)', ({ databaseUrl }) => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame({ databaseUrl: await databaseUrl() })
  }, 120_000)
  afterAll(() => frame?.stop())

  // Over HTTP the requests of one test client rarely overlap between two queries; in-process,
  // 30 starts interleave at every query, as parallel connections can on a busy server.
  test('attack: 30 interleaved login starts for one address send one code', async () => {
    const email = 'flood-inproc@example.com'
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        startEmailLogin(
          frame.deps,
          email,
          `device-flood-${String(i).padStart(6, '0')}`,
          testDeviceKey,
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const codes = await frame.db.query('select id from frame_email_codes where email = $1', [email])
    expect(codes).toHaveLength(1)
    expect(await frame.inbox(email)).toHaveLength(1)
  })

  test('behavior: 30 parallel login requests for one address send one code', async () => {
    const email = 'flood@example.com'
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        frame.post('/v1/email/start', {
          devicePublicKey: testDeviceKey,
          email,
          deviceId: `device-flood-${String(i).padStart(6, '0')}`,
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(29)
    const codes = await frame.db.query('select id from frame_email_codes where email = $1', [email])
    expect(codes).toHaveLength(1)
    expect(await frame.inbox(email)).toHaveLength(1)
  })

  test('attack: parallel polls of an approved device send its code once', async () => {
    const email = 'poll@example.com'
    const first = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: 'device-poll-0000001',
    })
    await frame.post('/v1/email/verify', {
      loginId: first.body.loginId,
      deviceId: 'device-poll-0000001',
      otp: await frame.code(email),
    })
    frame.advance(31_000)
    const deviceId = 'device-poll-0000002'
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId,
    })
    // Mark the device approved without the approval page (which sends the code itself).
    await frame.db.query('update frame_email_codes set device_approved_at = now() where id = $1', [
      start.body.loginId,
    ])
    const polls = await Promise.all(
      Array.from({ length: 20 }, () =>
        pollDeviceApproval(frame.deps, start.body.loginId as string, deviceId),
      ),
    )
    expect(polls.every((p) => p.approved)).toBe(true)
    const subjects = (await frame.inbox(email)).map((m) => m.subject)
    expect(subjects.filter((s) => s === 'Your Keyport login code')).toHaveLength(2)
  })
})
