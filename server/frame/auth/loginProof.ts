/**
 * What a login leaves the recovery custodian to check for itself, kept by the auth service with
 * the session and passed on with a re-seal request for a device the custodian does not know yet.
 * The provider signed each of them over a nonce bound to the device key (`deviceNonce`).
 */
export type LoginProof =
  /** A social login: the provider's raw ID token and the salt of its nonce. */
  | { kind: 'oidc'; idToken: string; salt: string }
  /** A Farcaster sign-in: the SIWF message, its custody signature and the salt of its nonce. */
  | { kind: 'farcaster'; message: string; signature: string; salt: string }

/**
 * A wallet's login identity, as the frame seals its SHA-256 with the recovery share:
 * `email:<lowercased address>`, `oidc:<issuer>|<subject>`, `farcaster:<fid>|<custody address>`.
 *
 * @example
 * loginIdentity({ kind: 'oidc', issuer: 'https://accounts.google.com', subject: '123' }) // 'oidc:https://accounts.google.com|123'
 */
export function loginIdentity(
  login:
    | { kind: 'email'; email: string }
    | { kind: 'oidc'; issuer: string; subject: string }
    | { kind: 'farcaster'; fid: number; custody: string },
): string {
  if (login.kind === 'email') return `email:${login.email.toLowerCase()}`
  if (login.kind === 'oidc') return `oidc:${login.issuer}|${login.subject}`
  return `farcaster:${login.fid}|${login.custody.toLowerCase()}`
}
