import { randomUUID } from 'node:crypto'
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import type { RelayAudience } from './createRelayAudience.ts'

export type ClientIdFromAuthParameters = {
  /** The `auth` query parameter: the client's EdDSA JWT. */
  auth: string | null
  /** Refuse a missing, badly signed, expired, never-expiring or other relay's JWT. @default true */
  verify?: boolean
  /** The `aud` values that name this relay (checked when `verify` is on). */
  audience: RelayAudience
  /** @default Date.now */
  now?: () => number
}

/** Why a connection was refused at the upgrade; the text goes back in the 401 body. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError' as const
}

/**
 * The client's stable identity: the JWT's `iss` (its did:key). Messages are never echoed to the
 * publishing client, keyed on this id, so a reconnect does not bring a client's own messages
 * back. With verification off (RELAY_VERIFY_JWT=0), a missing or unreadable JWT gets a one-off id.
 *
 * @example
 * const audience = createRelayAudience(['wss://relay.example.com'])
 * const clientId = await clientIdFromAuth({ auth: url.searchParams.get('auth'), audience })
 */
export async function clientIdFromAuth({
  auth,
  verify = true,
  audience,
  now = Date.now,
}: ClientIdFromAuthParameters): Promise<string> {
  let iss: string | undefined
  let exp: unknown
  let aud: unknown
  try {
    if (auth) ({ iss, exp, aud } = decodeJWT(auth).payload)
  } catch {
    iss = undefined
  }
  if (!verify) return iss ?? `anonymous:${randomUUID()}`
  if (!auth || !iss) throw new RelayAuthError('Missing or unreadable auth JWT in the ?auth= query.')
  if (!(await verifyJWT(auth).catch(() => false)))
    throw new RelayAuthError('The auth JWT signature does not match its issuer.')
  // A JWT without an expiry would be a credential for ever: the official clients sign one for a day.
  if (typeof exp !== 'number' || !Number.isFinite(exp))
    throw new RelayAuthError('The auth JWT has no expiry (exp); sign one that expires.')
  if (exp * 1000 < now())
    throw new RelayAuthError('The auth JWT has expired; the client must sign a new one.')
  if (!audience.accepts(aud))
    throw new RelayAuthError(
      `The auth JWT is for another relay (aud ${(JSON.stringify(aud) ?? 'missing').slice(0, 200)}); this relay is ${audience.urls.join(', ')}. Sign the JWT for the relay URL you connect to.`,
    )
  return iss
}
