import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { consumeChallenge, issueChallenge } from './deviceChallenges.ts'
import { type DevicePurpose, deviceMessage } from './deviceMessage.ts'
import { assertDeviceSignature, deviceKeyOf, fingerprintOf, sha256Hex } from './deviceSignatures.ts'
import { readBoundSession } from './sessions.ts'

type WalletRow = { address: string; auth_share: string; recovery_share_sealed: string }

/** A fresh challenge and the device key's signature of it. */
export type DeviceProof = { challenge: string; signature: string }

async function walletOf(deps: FrameDeps, userId: string) {
  const [row] = await deps.db.query<WalletRow>(
    'select address, auth_share, recovery_share_sealed from frame_wallets where user_id = $1',
    [userId],
  )
  return row
}

async function ownWallet(deps: FrameDeps, userId: string) {
  const row = await walletOf(deps, userId)
  if (!row) throw new ApiError(404, 'wallet_missing', 'This account has no wallet yet.')
  return row
}

/**
 * The user's wallet address (null before the frame created one), the custodian's key, and the
 * session's login identity, whose hash the frame seals with a new wallet's recovery share.
 */
export async function describeWallet(deps: FrameDeps, userId: string, identity: string | null) {
  const row = await walletOf(deps, userId)
  return { address: row?.address ?? null, recoveryPublicKey: deps.custodian.publicKey, identity }
}

/**
 * A single-use challenge for one action of the session's device. The recovery custodian makes
 * the `recover` ones itself, so it alone decides whether they are fresh.
 */
export async function walletChallenge(deps: FrameDeps, token: string, purpose: DevicePurpose) {
  await readBoundSession(deps, token)
  return purpose === 'recover' ? deps.custodian.challenge() : issueChallenge(deps, token, purpose)
}

/** Spends the session's challenge and checks its device key signed it; returns the session. */
async function proveDevice(
  deps: FrameDeps,
  token: string,
  purpose: DevicePurpose,
  proof: DeviceProof,
  detail: string,
) {
  const session = await readBoundSession(deps, token)
  await consumeChallenge(deps, token, purpose, proof.challenge)
  assertDeviceSignature(
    deviceKeyOf(session.devicePublicKey),
    deviceMessage(purpose, proof.challenge, detail),
    proof.signature,
  )
  return session
}

/**
 * Stores a wallet the frame created: its address, the auth share, and the recovery envelope
 * sealed to the custodian. The device share never comes here. A user has one wallet: a second
 * is refused.
 */
export async function storeWallet(
  deps: FrameDeps,
  token: string,
  wallet: { address: string; authShare: string; recoveryShareSealed: string } & DeviceProof,
) {
  const address = wallet.address.toLowerCase()
  const { userId } = await proveDevice(deps, token, 'create', wallet, address)
  const rows = await deps.db.query(
    'insert into frame_wallets (user_id, address, auth_share, recovery_share_sealed, created_at) values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing returning user_id',
    [userId, address, wallet.authShare, wallet.recoveryShareSealed, new Date(deps.now())],
  )
  if (rows.length === 0)
    throw new ApiError(409, 'wallet_exists', 'This account already has a wallet.')
  return { address }
}

/** The auth share, released only for a fresh challenge signed by the session's device key. */
export async function releaseAuthShare(deps: FrameDeps, token: string, proof: DeviceProof) {
  const { userId } = await readBoundSession(deps, token)
  const row = await ownWallet(deps, userId)
  await proveDevice(deps, token, 'auth-share', proof, row.address)
  return { address: row.address, authShare: row.auth_share }
}

/**
 * For a device without a device share (a new browser, or storage the browser refused): the auth
 * share, and the recovery share sealed again to the device's RSA key. The session's device must
 * be approved for the user and must have signed the custodian's fresh challenge; the custodian
 * checks that signature again, and the device against its own record or the session's
 * provider-signed login, before it re-seals anything.
 */
export async function recoverWallet(
  deps: FrameDeps,
  token: string,
  request: { devicePublicKey: string } & DeviceProof,
) {
  const session = await readBoundSession(deps, token)
  const row = await ownWallet(deps, session.userId)
  const approved = await deps.db.query(
    'select 1 from frame_devices where user_id = $1 and device_id = $2 and device_key_sha256 = $3',
    [session.userId, session.deviceId, sha256Hex(session.devicePublicKey)],
  )
  if (approved.length === 0)
    throw new ApiError(403, 'device_not_approved', 'Approve this device by the emailed link first.')
  const detail = `${row.address}\n${fingerprintOf(request.devicePublicKey)}`
  assertDeviceSignature(
    deviceKeyOf(session.devicePublicKey),
    deviceMessage('recover', request.challenge, detail),
    request.signature,
  )
  const { sealed } = await deps.custodian.reseal({
    address: row.address,
    sealed: row.recovery_share_sealed,
    deviceKey: session.devicePublicKey,
    challenge: request.challenge,
    signature: request.signature,
    sealTo: request.devicePublicKey,
    login: session.loginProof,
  })
  return { address: row.address, authShare: row.auth_share, recoveryShareSealed: sealed }
}
