import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { approveDeviceKey } from './deviceApprovals.ts'
import { sha256Hex } from './deviceSignatures.ts'
import { loginIdentity } from './loginProof.ts'
import { type CodeRow, checkCode, claimCooldown, sendCode, time } from './oneTimeCodes.ts'
import { hmacOf, newId, newToken } from './secrets.ts'
import { createSession, type SessionUser } from './sessions.ts'

const loginSubject = 'Your Keyport login code'

/**
 * Spec section 7 "connect email". Every address gets the same answer (VERIFY_OTP), known or not,
 * so the answer tells nobody whether an account exists. What differs goes only to the mailbox: a
 * known address on a device it never used gets the device approval link first, and its code once
 * the link is approved; any other address gets its code at once. A device is known by its id AND
 * the key it logged in with: an id with another key (anyone can claim an id) is a new device, so a
 * code alone, typed wherever the host page likes, never admits a key to an existing account. For a wallet whose recovery
 * envelope names this address, the recovery custodian sends that link itself (its approval is
 * what lets the device recover the wallet); otherwise this service does.
 */
export async function startEmailLogin(
  deps: FrameDeps,
  email: string,
  deviceId: string,
  devicePublicKey: string,
) {
  await claimCooldown(deps, email)
  const [user] = await deps.db.query<{ id: string }>(
    'select id from frame_users where email = $1',
    [email],
  )
  const known = user
    ? (
        await deps.db.query(
          'select 1 from frame_devices where user_id = $1 and device_id = $2 and device_key_sha256 = $3',
          [user.id, deviceId, sha256Hex(devicePublicKey)],
        )
      ).length > 0
    : false
  const id = newId()
  const now = deps.now()
  await deps.db.query(
    'insert into frame_email_codes (id, purpose, email, device_id, user_id, created_at, device_public_key) values ($1, $2, $3, $4, $5, $6, $7)',
    [id, 'login', email, deviceId, user?.id ?? null, new Date(now), devicePublicKey],
  )
  if (user && !known) {
    if (await custodianApproval(deps, { userId: user.id, email, devicePublicKey, ref: id }))
      await deps.db.query(
        'update frame_email_codes set sent_at = $2, expires_at = $3 where id = $1',
        [id, new Date(now), new Date(now + deps.limits.deviceLinkTtlMs)],
      )
    else await sendDeviceLink(deps, id, email)
  } else await sendCode(deps, { id, email }, loginSubject)
  return { loginId: id, action: 'VERIFY_OTP' as const }
}

/** Asks the custodian to email its own approval for the user's wallet; false when it did not. */
async function custodianApproval(
  deps: FrameDeps,
  request: { userId: string; email: string; devicePublicKey: string; ref: string },
) {
  const [wallet] = await deps.db.query<{ address: string; recovery_share_sealed: string }>(
    'select address, recovery_share_sealed from frame_wallets where user_id = $1',
    [request.userId],
  )
  if (!wallet) return false
  const answer = await deps.custodian
    .requestDeviceApproval({
      address: wallet.address,
      sealed: wallet.recovery_share_sealed,
      deviceKey: request.devicePublicKey,
      email: request.email,
      ref: request.ref,
    })
    .catch((error: unknown) => {
      deps.log('the recovery custodian could not send a device approval', error)
      return { sent: false }
    })
  return answer.sent
}

/** This service's own approval link (an account with no wallet, or an older envelope). */
async function sendDeviceLink(deps: FrameDeps, id: string, email: string) {
  const now = deps.now()
  const link = newToken()
  await deps.db.query(
    'update frame_email_codes set device_link_hmac = $2, sent_at = $3, expires_at = $4 where id = $1',
    [id, hmacOf(deps.secret, link), new Date(now), new Date(now + deps.limits.deviceLinkTtlMs)],
  )
  await deps.mailer.send(
    email,
    'Approve your new device',
    `Someone is signing in to your Keyport wallet from a new device.\n\nApprove it: ${deps.publicUrl}/device/approve?token=${link}\n\nOnce you approve, we email you the login code to enter in the app. If this was not you, ignore this email: nothing happens without your approval.`,
  )
}

async function findLogin(deps: FrameDeps, loginId: string, deviceId: string) {
  const [row] = await deps.db.query<CodeRow>(
    "select * from frame_email_codes where id = $1 and device_id = $2 and purpose = 'login'",
    [loginId, deviceId],
  )
  if (!row || row.used_at)
    throw new ApiError(404, 'login_not_found', 'This login has ended. Enter your email again.')
  return row
}

/** Spec "connect device": true once the link was approved, and then the code is on its way. */
export async function pollDeviceApproval(deps: FrameDeps, loginId: string, deviceId: string) {
  const row = await findLogin(deps, loginId, deviceId)
  if (!row.device_approved_at) return { approved: false }
  await sendCode(deps, row, loginSubject)
  return { approved: true }
}

/** The emailed link's page posts here: the device is approved and its login code is emailed. */
export async function approveDevice(deps: FrameDeps, link: string) {
  const [row] = await deps.db.query<CodeRow>(
    'select * from frame_email_codes where device_link_hmac = $1',
    [hmacOf(deps.secret, link)],
  )
  return approveLogin(deps, row)
}

/**
 * The custodian's approval page posts its link's token to the custodian, which records the
 * device and names the login (`ref`): that login is approved here too, and its code emailed.
 */
export async function approveDeviceByCustodian(deps: FrameDeps, token: string) {
  const { ref } = await deps.custodian.approveDevice(token)
  const [row] = await deps.db.query<CodeRow>(
    "select * from frame_email_codes where id = $1 and purpose = 'login'",
    [ref],
  )
  return approveLogin(deps, row)
}

async function approveLogin(deps: FrameDeps, row: CodeRow | undefined) {
  if (!row || row.used_at || (!row.device_approved_at && time(row.expires_at) < deps.now()))
    throw new ApiError(
      410,
      'device_link_expired',
      'This approval link has expired or was used. Sign in again to get a new one.',
    )
  await deps.db.query(
    'update frame_email_codes set device_approved_at = $2 where id = $1 and device_approved_at is null',
    [row.id, new Date(deps.now())],
  )
  await sendCode(deps, row, loginSubject)
  return { email: row.email }
}

/**
 * Spec "connect otp": the right code logs the device in (a new address becomes a user). The
 * session can be bound only to the device key the login was started with.
 */
export async function verifyEmailLogin(
  deps: FrameDeps,
  { loginId, deviceId, otp, ip }: { loginId: string; deviceId: string; otp: string; ip: string },
): Promise<{ token: string; user: SessionUser }> {
  const login = await findLogin(deps, loginId, deviceId)
  const row = await checkCode(deps, login.id, otp, ip)
  const now = new Date(deps.now())
  return deps.db.transaction(async (tx) => {
    await tx.query(
      'insert into frame_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
      [newId(), row.email, now],
    )
    const [user] = await tx.query<{ id: string }>('select id from frame_users where email = $1', [
      row.email,
    ])
    await approveDeviceKey(tx, user!.id, deviceId, login.device_public_key ?? '', now)
    return createSession({ ...deps, db: tx }, user!.id, deviceId, 'email', {
      deviceKey: login.device_public_key ?? '',
      identity: loginIdentity({ kind: 'email', email: row.email }),
    })
  })
}
