import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'

/** What a re-login is for: the app's login, or a re-login in the frame's export window. */
export type LoginPurpose = 'login' | 'export'

/**
 * An export re-login opens a session only for the account that owns the wallet the export window
 * names: a provider identity whose user holds another wallet, or none (never seen: no user is
 * made), is refused with a 403 before any session exists.
 */
export async function assertExportOwner(
  deps: Pick<FrameDeps, 'db'>,
  identity: { provider: string; subject: string; label: string },
  expectedAddress: string,
) {
  const [owner] = await deps.db.query<{ address: string }>(
    'select w.address from frame_identities i join frame_wallets w on w.user_id = i.user_id where i.provider = $1 and i.subject = $2',
    [identity.provider, identity.subject],
  )
  if (owner?.address !== expectedAddress.toLowerCase())
    throw new ApiError(
      403,
      'export_wrong_account',
      `This ${identity.label} account does not own the wallet you are exporting. Log in with the account you connected with.`,
    )
}

/** An export re-login must name the wallet it exports. */
export function requireExpectedAddress(expectedAddress: string | undefined): string {
  if (!expectedAddress)
    throw new ApiError(
      400,
      'invalid_body',
      'body.expectedAddress: An export re-login names the wallet it exports.',
    )
  return expectedAddress
}
