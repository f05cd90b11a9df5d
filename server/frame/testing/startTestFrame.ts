import { randomBytes } from 'node:crypto'
import type { Database } from '../../db/Database.ts'
import { openTestDatabase } from '../../db/testing/testDatabase.ts'
import { freePort } from '../../idp/testing/startTestIdp.ts'
import { createMailCatcher } from '../../mail/createMailCatcher.ts'
import { createRecoveryCustodian } from '../auth/createRecoveryCustodian.ts'
import { createSocialLogin, type OidcProviderSettings } from '../auth/createSocialLogin.ts'
import { createFrameServer } from '../createFrameServer.ts'
import { createSmtpMailer } from '../createSmtpMailer.ts'
import { createDevClock } from '../devClock.ts'
import type { FrameLimits } from '../FrameDeps.ts'

/**
 * The auth service on a free port with a fresh PGlite, a real mail catcher, and a clock the test
 * moves (`advance`).
 *
 * @example
 * const frame = await startTestFrame()
 * await frame.post('/v1/email/start', { email, deviceId })
 */
export async function startTestFrame({
  providers = {},
  allowedOrigins = ['http://app.test'],
  farcasterRelayUrl = '',
  limits,
  databaseUrl,
  db: sharedDb,
  secret = randomBytes(32),
  custodianKeyPem,
  publicUrl: givenPublicUrl,
  rateLimit = 1_000_000,
  devClock = false,
  paymasterOrigins,
}: {
  providers?: Record<string, OidcProviderSettings>
  allowedOrigins?: string[]
  /** The Farcaster auth relay (the IdP's stand-in). @default '' (none) */
  farcasterRelayUrl?: string
  /** Overrides of the auth service's limits. @default the service's defaults */
  limits?: Partial<FrameLimits>
  /** A PostgreSQL database to use; PGlite in memory otherwise. @default undefined */
  databaseUrl?: string
  /**
   * A database another test frame uses too (two instances behind one load balancer); `stop`
   * leaves it open. @default a fresh one (`databaseUrl`)
   */
  db?: Database
  /** The HMAC key; instances on one database share it. @default a fresh one */
  secret?: Buffer
  /** The recovery custodian's key (PKCS#8 PEM); instances share it. @default a fresh one */
  custodianKeyPem?: string
  /** The URL users reach the frame at (a load balancer's). @default this instance's own URL */
  publicUrl?: string
  /** Requests per minute per project and client IP. @default 1_000_000 (no limit in effect) */
  rateLimit?: number
  /** Serve `POST /dev/clock` (what `KEYPORT_DEV_CLOCK=1` does for the browser tests' stack). */
  devClock?: boolean
  /** Extra paymaster origins (`KEYPORT_FRAME_PAYMASTER_ORIGINS`). @default [] */
  paymasterOrigins?: string[]
} = {}) {
  const mail = createMailCatcher()
  const { smtpPort, httpUrl: mailUrl } = await mail.listen({ smtpPort: 0, httpPort: 0 })
  const db = sharedDb ?? (await openTestDatabase(databaseUrl))
  let offset = 0
  const now = () => Date.now() + offset
  // Links in emails and SIWF messages name the frame's host: its port is chosen first.
  const port = await freePort()
  const publicUrl = givenPublicUrl ?? `http://127.0.0.1:${port}`
  // The custodian's own checks: the providers' issuers, this frame's host, its own mail sender;
  // its challenges and device record in the frame's database, as `npm start` runs it.
  const custodian = createRecoveryCustodian({
    privateKeyPem: custodianKeyPem,
    db,
    now,
    issuers: Object.values(providers).map(({ issuer, clientId }) => ({ issuer, clientId })),
    allowHttp: true,
    farcasterDomain: new URL(publicUrl).host,
    mail: {
      mailer: createSmtpMailer({
        host: '127.0.0.1',
        port: smtpPort,
        from: 'Keyport recovery <recovery@keyport.local>',
      }),
      approvalUrl: `${publicUrl}/custodian/approve`,
    },
  })
  const server = await createFrameServer({
    db,
    secret,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: smtpPort }),
    publicUrl,
    allowedOrigins,
    custodian,
    social: createSocialLogin({
      providers,
      redirectUri: 'http://frame.test/social/callback',
      allowHttp: true,
    }),
    farcasterRelayUrl,
    rpcUrlTemplate: 'http://127.0.0.1:1/v1/?chainId={chainId}',
    paymasterOrigins,
    ...(devClock ? { devClock: createDevClock(now) } : { now }),
    log: () => {},
    rateLimit,
    limits,
  })
  const url = await server.listen(port, '127.0.0.1')
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}?projectId=keyport-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & {
        reasons?: { description: string }[]
      },
    }
  }
  const inbox = async (to: string) =>
    (await (await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string
      text: string
    }[]
  return {
    url,
    mailUrl,
    db,
    /** The service's dependencies, to call its functions without HTTP in between. */
    deps: server.deps,
    custodian,
    post,
    inbox,
    /** The last code emailed to `to`. */
    async code(to: string) {
      const text = (await inbox(to))[0]?.text ?? ''
      return /\b(\d{6})\b/.exec(text)?.[1] ?? ''
    },
    advance: (ms: number) => {
      offset += ms
    },
    async stop() {
      await server.close()
      await mail.close()
      if (!sharedDb) await db.close()
    },
  }
}
