import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate } from '@keyport/server/db/migrate.ts'
import { openDatabase } from '@keyport/server/db/openDatabase.ts'
import { authorizeWithIdp } from '@keyport/server/frame/testing/authorizeWithIdp.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { startTestIdp } from '@keyport/server/idp/testing/startTestIdp.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Finding 3: social login linked by email, so a provider that reports victim@example.com (on
// the dev IdP: type the victim's address) opened the email user's wallet with no code. Now an
// identity is keyed by provider and subject; only a provider configured `trustEmail` may join.
describe('social identities under attack', () => {
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    idp = await startTestIdp({ providers: ['google', 'github'] })
    const settings = (client: string) => ({
      issuer: idp.url,
      clientId: client,
      clientSecret: `${client}-dev-secret`,
    })
    frame = await startTestFrame({
      providers: {
        google: settings('google'),
        github: { ...settings('github'), trustEmail: true },
      },
    })
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await idp?.stop()
  })

  async function emailLogin(email: string, deviceId: string) {
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId,
    })
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    expect(verify.status).toBe(200)
    frame.advance(31_000)
    return verify.body as { token: string; user: { id: string; email: string | null } }
  }
  async function socialLogin(provider: string, login: string, deviceId: string) {
    const start = await frame.post('/v1/social/start', {
      devicePublicKey: testDeviceKey,
      provider,
      deviceId,
      appOrigin: 'http://app.test',
    })
    const uri = await authorizeWithIdp(start.body.uri as string, login)
    const finish = await frame.post('/v1/social/finish', { uri, deviceId })
    expect(finish.status).toBe(200)
    return finish.body as { token: string; user: { id: string; email: string | null } }
  }
  const walletOf = async (userId: string) =>
    (
      await frame.db.query<{ address: string }>(
        'select address from frame_wallets where user_id = $1',
        [userId],
      )
    )[0]?.address

  test("attack: a provider reporting the victim's email does not open the victim's wallet", async () => {
    const victim = await emailLogin('victim@example.com', 'device-victim-000001')
    await frame.db.query(
      "insert into frame_wallets (user_id, address, auth_share, recovery_share_sealed, created_at) values ($1, '0x00000000000000000000000000000000000000aa', 'share', 'sealed', now())",
      [victim.user.id],
    )
    const attacker = await socialLogin('google', 'victim@example.com', 'device-attacker-0001')
    expect(attacker.user.id).not.toBe(victim.user.id)
    expect(attacker.user.email).toBeNull()
    expect(await walletOf(attacker.user.id)).toBeUndefined()
    // The victim's own login still opens the victim's account and wallet.
    const again = await emailLogin('victim@example.com', 'device-victim-000001')
    expect(again.user.id).toBe(victim.user.id)
    expect(await walletOf(again.user.id)).toBe('0x00000000000000000000000000000000000000aa')
  })

  test("attack: a social account made first with someone's address does not catch their email login", async () => {
    const squatter = await socialLogin('google', 'later@example.com', 'device-attacker-0002')
    const owner = await emailLogin('later@example.com', 'device-owner-000001')
    expect(owner.user.id).not.toBe(squatter.user.id)
    expect(owner.user.email).toBe('later@example.com')
  })

  test('behavior: the same provider subject opens the same account again', async () => {
    const first = await socialLogin('google', 'octocat', 'device-social-000001')
    const second = await socialLogin('google', 'octocat', 'device-social-000002')
    expect(second.user.id).toBe(first.user.id)
  })

  test('behavior: a provider configured with trustEmail joins the account of its verified address (opt-in)', async () => {
    const owner = await emailLogin('trusted@example.com', 'device-trusted-00001')
    const joined = await socialLogin('github', 'trusted@example.com', 'device-trusted-00002')
    expect(joined.user.id).toBe(owner.user.id)
  })
})

describe('migration frame_0003 keeps existing users working', () => {
  test('behavior: a social-made user loses only the unproven address; email users and linked users keep theirs', async () => {
    const db = await openDatabase({ dataDir: 'memory://' })
    const before = mkdtempSync(join(tmpdir(), 'keyport-frame-migrations-'))
    try {
      const folder = join(import.meta.dirname, '../../server/frame/migrations')
      for (const name of ['frame_0001_auth.sql', 'frame_0002_farcaster.sql'])
        cpSync(join(folder, name), join(before, name))
      await migrate(db, before)
      const user = (id: string, email: string) =>
        db.query('insert into frame_users (id, email, created_at) values ($1, $2, now())', [
          id,
          email,
        ])
      const identity = (userId: string, subject: string) =>
        db.query(
          "insert into frame_identities (provider, subject, user_id) values ('google', $1, $2)",
          [subject, userId],
        )
      const usedCode = (id: string, email: string) =>
        db.query(
          "insert into frame_email_codes (id, purpose, email, device_id, used_at, created_at, sent_at) values ($1, 'login', $2, 'device-legacy-00001', now(), now(), now())",
          [id, email],
        )
      await user('email-user', 'mail@example.com')
      await usedCode('code-1', 'mail@example.com')
      await user('social-user', 'social@example.com')
      await identity('social-user', 'sub-social')
      await user('linked-user', 'linked@example.com')
      await identity('linked-user', 'sub-linked')
      await usedCode('code-2', 'linked@example.com')
      // frame_0003 first; later migrations follow it.
      expect((await migrate(db, folder))[0]).toBe('frame_0003_identities_and_codes.sql')
      const users = await db.query<{ id: string; email: string | null }>(
        'select id, email from frame_users order by id',
      )
      expect(users).toEqual([
        { id: 'email-user', email: 'mail@example.com' },
        { id: 'linked-user', email: 'linked@example.com' },
        { id: 'social-user', email: null },
      ])
      const identities = await db.query(
        'select subject, user_id, email from frame_identities order by subject',
      )
      expect(identities).toEqual([
        { subject: 'sub-linked', user_id: 'linked-user', email: 'linked@example.com' },
        { subject: 'sub-social', user_id: 'social-user', email: 'social@example.com' },
      ])
      // The cooldown of the last email sent carries over.
      expect(await db.query('select email from frame_email_cooldowns order by email')).toEqual([
        { email: 'linked@example.com' },
        { email: 'mail@example.com' },
      ])
    } finally {
      rmSync(before, { recursive: true, force: true })
      await db.close()
    }
  })
})
