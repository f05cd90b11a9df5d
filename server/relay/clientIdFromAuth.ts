import { randomUUID } from 'node:crypto'
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export type ClientIdFromAuthParameters = {
  /** The `auth` query parameter: the client's EdDSA JWT. */
  auth: string | null
  /** Refuse a missing, badly signed or expired JWT. @default true */
  verify?: boolean
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
 * const clientId = await clientIdFromAuth({ auth: url.searchParams.get('auth'), verify: true })
 */
export async function clientIdFromAuth({
  auth,
  verify = true,
  now = Date.now,
}: ClientIdFromAuthParameters): Promise<string> {
  let iss: string | undefined
  let exp: number | undefined
  try {
    if (auth) ({ iss, exp } = decodeJWT(auth).payload)
  } catch {
    iss = undefined
  }
  if (!verify) return iss ?? `anonymous:${randomUUID()}`
  if (!auth || !iss) throw new RelayAuthError('Missing or unreadable auth JWT in the ?auth= query.')
  if (!(await verifyJWT(auth).catch(() => false)))
    throw new RelayAuthError('The auth JWT signature does not match its issuer.')
  if (typeof exp === 'number' && exp * 1000 < now())
    throw new RelayAuthError('The auth JWT has expired; the client must sign a new one.')
  return iss
}
