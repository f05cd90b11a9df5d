import { checkCode } from '@keyport/server/frame/auth/oneTimeCodes.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authDatabases } from './auth-databases.ts'

// Finding 4: the wrong-code limit could be raced (300 parallel guesses pushed the counter to 256
// on PostgreSQL, and a right code still opened a session). Each try is now spent before the
// compare, by one UPDATE … RETURNING; budgets per address and per IP hold across codes.
const device = (n: number) => `device-attack-${String(n).padStart(6, '0')}`
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe.each(authDatabases)('one-time codes under attack ($name)', ({ databaseUrl }) => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame({ databaseUrl: await databaseUrl() })
  }, 120_000)
  afterAll(() => frame?.stop())

  const start = async (email: string, deviceId: string) => {
    const answer = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId,
    })
    expect(answer.status).toBe(200)
    return { loginId: answer.body.loginId as string, code: await frame.code(email) }
  }
  const verify = (loginId: string, deviceId: string, otp: string) =>
    frame.post('/v1/email/verify', { loginId, deviceId, otp })

  test('attack: 300 parallel wrong guesses never pass the limit of 5, and a late right code is refused', async () => {
    const email = 'race@example.com'
    const { loginId, code } = await start(email, device(1))
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => verify(loginId, device(1), wrongFor(code))),
    )
    const compared = answers.filter((a) => a.body.reasons?.[0]?.description === 'Invalid code')
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true)
    // Tries 1–4 say "Invalid code", the 5th kills the code; nothing beyond 5 is ever compared.
    expect(compared.length).toBeLessThanOrEqual(4)
    const [row] = await frame.db.query<{ attempts: number }>(
      'select attempts from frame_email_codes where id = $1',
      [loginId],
    )
    expect(row?.attempts).toBe(5)
    const late = await verify(loginId, device(1), code)
    expect(late.status).toBe(429)
    expect(late.body.reasons?.[0]?.description).toBe('Too many wrong codes. Request a new code.')
    expect(await frame.db.query('select 1 from frame_sessions')).toEqual([])
  })

  // PGlite answers in-process, so HTTP requests rarely overlap there; here 300 checks run
  // interleaved at every query, the way parallel connections overlap on PostgreSQL.
  test('attack: 300 interleaved checks of one code compare at most 5 guesses', async () => {
    const email = 'race-inproc@example.com'
    const { loginId, code } = await start(email, device(3))
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) =>
        checkCode(frame.deps, loginId, wrongFor(code), `198.51.100.${i % 250}`),
      ),
    )
    const compared = results.filter(
      (r) => r.status === 'rejected' && (r.reason as Error).message === 'Invalid code',
    )
    expect(compared.length).toBeLessThanOrEqual(4)
    const [row] = await frame.db.query<{ attempts: number }>(
      'select attempts from frame_email_codes where id = $1',
      [loginId],
    )
    expect(row?.attempts).toBe(5)
    await expect(checkCode(frame.deps, loginId, code, '198.51.100.1')).rejects.toThrow(
      'Too many wrong codes. Request a new code.',
    )
  })

  test('attack: asking for new codes does not refill the address budget (10 wrong codes an hour)', async () => {
    const email = 'budget@example.com'
    for (let round = 0; round < 2; round++) {
      const { loginId, code } = await start(email, device(2))
      for (let i = 0; i < 5; i++) await verify(loginId, device(2), wrongFor(code))
      frame.advance(31_000)
    }
    const { loginId, code } = await start(email, device(2))
    const right = await verify(loginId, device(2), code)
    expect(right.status).toBe(429)
    expect(right.body.reasons?.[0]?.description).toBe(
      'Too many wrong codes for this address. Try again later.',
    )
    // An hour later the address may try again.
    frame.advance(3_600_000)
    const next = await start(email, device(2))
    expect((await verify(next.loginId, device(2), next.code)).status).toBe(200)
  })
})

describe('one-time codes: the budget per client IP', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame({ limits: { ipGuesses: 6, addressGuesses: 100 } })
  }, 120_000)
  afterAll(() => frame?.stop())

  test('attack: guesses spread over many addresses from one IP stop at its budget, right code included', async () => {
    for (let n = 0; n < 3; n++) {
      const email = `spread${n}@example.com`
      const start = await frame.post('/v1/email/start', {
        devicePublicKey: testDeviceKey,
        email,
        deviceId: device(10 + n),
      })
      const wrong = wrongFor(await frame.code(email))
      for (let i = 0; i < 2; i++)
        await frame.post('/v1/email/verify', {
          loginId: start.body.loginId,
          deviceId: device(10 + n),
          otp: wrong,
        })
    }
    const email = 'spread-last@example.com'
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(20),
    })
    const right = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(20),
      otp: await frame.code(email),
    })
    expect(right.status).toBe(429)
    expect(right.body.reasons?.[0]?.description).toBe(
      'Too many wrong codes from your network. Try again later.',
    )
  })
})
