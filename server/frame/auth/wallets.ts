import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'

type WalletRow = { address: string; auth_share: string; recovery_share_sealed: string }

async function walletOf(deps: FrameDeps, userId: string) {
  const [row] = await deps.db.query<WalletRow>(
    'select address, auth_share, recovery_share_sealed from frame_wallets where user_id = $1',
    [userId],
  )
  return row
}

/** The user's wallet address (null before the frame created one) and the custodian's key. */
export async function describeWallet(deps: FrameDeps, userId: string) {
  const row = await walletOf(deps, userId)
  return { address: row?.address ?? null, recoveryPublicKey: deps.custodian.publicKey }
}

/**
 * Stores a wallet the frame created: its address, the auth share, and the recovery share sealed
 * to the custodian. The device share never comes here. A user has one wallet: a second is refused.
 */
export async function storeWallet(
  deps: FrameDeps,
  userId: string,
  wallet: { address: string; authShare: string; recoveryShareSealed: string },
) {
  const rows = await deps.db.query(
    'insert into frame_wallets (user_id, address, auth_share, recovery_share_sealed, created_at) values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing returning user_id',
    [
      userId,
      wallet.address.toLowerCase(),
      wallet.authShare,
      wallet.recoveryShareSealed,
      new Date(deps.now()),
    ],
  )
  if (rows.length === 0)
    throw new ApiError(409, 'wallet_exists', 'This account already has a wallet.')
  return { address: wallet.address.toLowerCase() }
}

/** The auth share, released only to a live session of the wallet's owner. */
export async function releaseAuthShare(deps: FrameDeps, userId: string) {
  const row = await walletOf(deps, userId)
  if (!row) throw new ApiError(404, 'wallet_missing', 'This account has no wallet yet.')
  return { address: row.address, authShare: row.auth_share }
}

/**
 * For a device without a device share (a new browser, or storage the browser refused): the auth
 * share, and the recovery share sealed again to the device's own key.
 */
export async function recoverWallet(deps: FrameDeps, userId: string, devicePublicKey: string) {
  const row = await walletOf(deps, userId)
  if (!row) throw new ApiError(404, 'wallet_missing', 'This account has no wallet yet.')
  return {
    address: row.address,
    authShare: row.auth_share,
    recoveryShareSealed: deps.custodian.reseal(row.recovery_share_sealed, devicePublicKey),
  }
}
