import type { Database } from '../db/Database.ts'
import type { RecoveryCustodian } from './auth/createRecoveryCustodian.ts'
import type { SocialLogin } from './auth/createSocialLogin.ts'

/** Sends one plain-text email. */
export type Mailer = { send(to: string, subject: string, text: string): Promise<void> }

/** Spec section 9 and our own limits for the auth service. */
export type FrameLimits = {
  /** Spec: a new login email cannot be sent within 30 s of the last. @default 30_000 */
  cooldownMs: number
  /** How long a one-time code works. @default 600_000 */
  codeTtlMs: number
  /** Tries of one code (each spent before the compare); then it dies. @default 5 */
  maxAttempts: number
  /** Wrong codes per address per `guessWindowMs`, across all its codes. @default 10 */
  addressGuesses: number
  /** Wrong codes per client IP (an IPv6 /64) per `guessWindowMs`, across addresses. @default 50 */
  ipGuesses: number
  /** @default 3_600_000 (1 hour) */
  guessWindowMs: number
  /** How long a device-approval link works. @default 900_000 */
  deviceLinkTtlMs: number
  /** @default 30 days */
  sessionTtlMs: number
}

/** What the auth service's handlers use. */
export type FrameDeps = {
  db: Database
  now: () => number
  /** Key of the HMACs that store codes, links and session tokens. */
  secret: Buffer
  mailer: Mailer
  /** Where the frame site is reached, e.g. 'http://127.0.0.1:5174'; links in emails point here. */
  publicUrl: string
  /** App origins that may embed the frame and receive its messages. */
  allowedOrigins: readonly string[]
  custodian: RecoveryCustodian
  social: SocialLogin
  /** The Farcaster auth relay: the stand-in in `server/idp` in dev ('' when none). */
  farcasterRelayUrl: string
  /**
   * An Optimism JSON-RPC endpoint for the Id Registry's custody addresses (production); unset,
   * the stand-in relay's dev registry answers.
   */
  farcasterIdRegistryRpcUrl?: string
  limits: FrameLimits
  log: (message: string, error?: unknown) => void
}

export const defaultFrameLimits: FrameLimits = {
  cooldownMs: 30_000,
  codeTtlMs: 600_000,
  maxAttempts: 5,
  addressGuesses: 10,
  ipGuesses: 50,
  guessWindowMs: 3_600_000,
  deviceLinkTtlMs: 900_000,
  sessionTtlMs: 30 * 24 * 3_600_000,
}
