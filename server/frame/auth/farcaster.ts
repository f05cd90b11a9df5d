import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { deviceNonce, newNonceSalt } from './deviceNonce.ts'
import { assertExportOwner, type LoginPurpose, requireExpectedAddress } from './exportOwner.ts'
import {
  createFarcasterRelayClient,
  farcasterExpired,
  verifyFarcasterSignIn,
} from './farcasterRelay.ts'
import { loginIdentity } from './loginProof.ts'
import { newId } from './secrets.ts'
import { loginWithIdentity } from './social.ts'

/** How long a farcaster sign-in (the channel, and the message's expiration time) lasts. */
const FARCASTER_LOGIN_TTL_MS = 300_000

const relayOf = (deps: FrameDeps) =>
  createFarcasterRelayClient({
    relayUrl: deps.farcasterRelayUrl,
    idRegistryRpcUrl: deps.farcasterIdRegistryRpcUrl,
  })

/**
 * Spec "get farcaster uri": opens a channel at the relay for a SIWF message bound to this site
 * (domain and URI of the frame) and a fresh nonce; answers the sign-in link for the QR code. The
 * sign-in is bound to the frame's device key from here: its session can be bound to no other,
 * and the SIWF nonce is derived from that key (`deviceNonce`), so the custody signature names the
 * device to anyone who holds the salt (the recovery custodian). `purpose` 'export' is the export
 * window's re-login: only polled as one (see below).
 */
export async function startFarcasterLogin(
  deps: FrameDeps,
  deviceId: string,
  devicePublicKey: string,
  appOrigin: string,
  purpose: LoginPurpose = 'login',
) {
  if (!deps.allowedOrigins.includes(appOrigin))
    throw new ApiError(
      403,
      'origin_not_allowed',
      `The app at ${appOrigin.slice(0, 100)} may not use this wallet.`,
    )
  const site = new URL(deps.publicUrl)
  const salt = newNonceSalt()
  const nonce = deviceNonce(devicePublicKey, salt, 'hex')
  const now = deps.now()
  const expiresAt = now + FARCASTER_LOGIN_TTL_MS
  const channel = await relayOf(deps).createChannel({
    siweUri: site.origin,
    domain: site.host,
    nonce,
    expirationTime: new Date(expiresAt).toISOString(),
  })
  const id = newId()
  await deps.db.query(
    'insert into frame_farcaster_logins (id, channel_token, nonce, domain, device_id, app_origin, created_at, expires_at, device_public_key, nonce_salt, purpose) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
    [
      id,
      channel.channelToken,
      nonce,
      site.host,
      deviceId,
      appOrigin,
      new Date(now),
      new Date(expiresAt),
      devicePublicKey,
      salt,
      purpose,
    ],
  )
  return { loginId: id, url: channel.url }
}

/**
 * Spec "connect farcaster", one poll: 'pending' until the user approves in the Farcaster app;
 * then the signature is checked (domain, nonce, expiry, custody key) and a session opens, once.
 * A sign-in is polled only for the purpose it was started for; an export re-login names the
 * wallet it exports and opens a session only if the fid's user owns it.
 */
export async function pollFarcasterLogin(
  deps: FrameDeps,
  loginId: string,
  deviceId: string,
  { purpose = 'login', expectedAddress }: { purpose?: LoginPurpose; expectedAddress?: string } = {},
) {
  const exported = purpose === 'export' ? requireExpectedAddress(expectedAddress) : undefined
  const [row] = await deps.db.query<{
    channel_token: string
    nonce: string
    domain: string
    device_id: string
    expires_at: Date
    used_at: Date | null
    purpose: LoginPurpose
    device_public_key: string | null
    nonce_salt: string | null
  }>(
    'select channel_token, nonce, domain, device_id, expires_at, used_at, purpose, device_public_key, nonce_salt from frame_farcaster_logins where id = $1',
    [loginId],
  )
  if (!row || row.device_id !== deviceId || row.purpose !== purpose)
    throw new ApiError(
      400,
      'farcaster_login_unknown',
      'This Farcaster sign-in is not known on this device. Try again.',
    )
  if (row.used_at)
    throw new ApiError(400, 'farcaster_used', 'This Farcaster sign-in was already used. Try again.')
  if (new Date(row.expires_at).getTime() <= deps.now()) throw farcasterExpired()
  const relay = relayOf(deps)
  const status = await relay.status(row.channel_token)
  if (status.state === 'pending') return { state: 'pending' as const }
  // One answer per sign-in, good or bad: a refused signature cannot be tried again.
  const used = await deps.db.query(
    'update frame_farcaster_logins set used_at = $2 where id = $1 and used_at is null returning id',
    [loginId, new Date(deps.now())],
  )
  if (used.length === 0)
    throw new ApiError(400, 'farcaster_used', 'This Farcaster sign-in was already used. Try again.')
  const { fid, address } = await verifyFarcasterSignIn(status, {
    domain: row.domain,
    nonce: row.nonce,
    now: deps.now(),
    custodyOf: relay.custodyOf,
  })
  if (exported)
    await assertExportOwner(
      deps,
      { provider: 'farcaster', subject: String(fid), label: 'Farcaster' },
      exported,
    )
  // Keyed by fid alone: a Farcaster sign-in never joins another account.
  const session = await loginWithIdentity(
    deps,
    { provider: 'farcaster', subject: String(fid), email: null, userName: status.username ?? null },
    deviceId,
    {
      deviceKey: row.device_public_key ?? '',
      identity: loginIdentity({ kind: 'farcaster', fid, custody: address }),
      proof: {
        kind: 'farcaster',
        message: status.message,
        signature: status.signature,
        salt: row.nonce_salt ?? '',
      },
    },
  )
  return { state: 'completed' as const, ...session }
}
