import { randomPKCECodeVerifier, randomState } from 'openid-client'
import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { approveDeviceKey } from './deviceApprovals.ts'
import { deviceNonce, newNonceSalt } from './deviceNonce.ts'
import { assertExportOwner, type LoginPurpose, requireExpectedAddress } from './exportOwner.ts'
import { loginIdentity } from './loginProof.ts'
import { newId } from './secrets.ts'
import { createSession, type LoginBinding } from './sessions.ts'

const STATE_TTL_MS = 600_000

/** What a social login is for: the app's login popup, or a re-login in the export window. */
export type SocialPurpose = LoginPurpose

/**
 * Spec "get social redirect uri": starts a PKCE flow and answers the provider's URL. The flow is
 * bound to the frame's device key from here: its session can be bound to no other, and its
 * OpenID nonce is derived from that key (`deviceNonce`) and a salt (the frame's own, so it can
 * check the URL), so the provider's ID token names the device to anyone who holds the salt (the
 * recovery custodian).
 */
export async function startSocialLogin(
  deps: FrameDeps,
  provider: string,
  deviceId: string,
  devicePublicKey: string,
  appOrigin: string,
  purpose: SocialPurpose = 'login',
  nonceSalt: string = newNonceSalt(),
) {
  if (!deps.allowedOrigins.includes(appOrigin))
    throw new ApiError(
      403,
      'origin_not_allowed',
      `The app at ${appOrigin.slice(0, 100)} may not use this wallet.`,
    )
  const salt = nonceSalt
  const checks = {
    codeVerifier: randomPKCECodeVerifier(),
    state: randomState(),
    nonce: deviceNonce(devicePublicKey, salt, 'base64url'),
  }
  const uri = await deps.social.authorizationUrl(provider, checks)
  const now = deps.now()
  await deps.db.query(
    'insert into frame_oauth_states (state, provider, code_verifier, nonce, device_id, app_origin, created_at, expires_at, purpose, device_public_key, nonce_salt) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
    [
      checks.state,
      provider,
      checks.codeVerifier,
      checks.nonce,
      deviceId,
      appOrigin,
      new Date(now),
      new Date(now + STATE_TTL_MS),
      purpose,
      devicePublicKey,
      salt,
    ],
  )
  return { uri }
}

/**
 * Where a callback's result goes: the app origin the flow started from (the callback page posts
 * only there), or, for an export re-login, back to the export window in the same window.
 */
export async function callbackTarget(
  deps: FrameDeps,
  state: string,
): Promise<{ appOrigin: string; purpose: SocialPurpose } | undefined> {
  const [row] = await deps.db.query<{ app_origin: string; purpose: SocialPurpose }>(
    'select app_origin, purpose from frame_oauth_states where state = $1 and used_at is null',
    [state],
  )
  return row && { appOrigin: row.app_origin, purpose: row.purpose }
}

/**
 * Spec "connect social": finishes the flow the callback URL belongs to, once, on its device, for
 * the purpose it was started for. An export re-login must name the wallet it exports
 * (`expectedAddress`): a provider identity whose user holds another wallet (or none) gets no
 * session, so the export window rebuilds and shows nothing.
 */
export async function finishSocialLogin(
  deps: FrameDeps,
  uri: string,
  deviceId: string,
  {
    purpose = 'login',
    expectedAddress,
  }: { purpose?: SocialPurpose; expectedAddress?: string } = {},
) {
  const exported = purpose === 'export' ? requireExpectedAddress(expectedAddress) : undefined
  let state: string | null
  try {
    state = new URL(uri).searchParams.get('state')
  } catch {
    state = null
  }
  if (!state)
    throw new ApiError(400, 'invalid_body', 'body.uri: Expected the callback URL with a state.')
  const [row] = await deps.db.query<{
    provider: string
    code_verifier: string
    nonce: string
    device_id: string
    expires_at: Date
    purpose: SocialPurpose
    device_public_key: string | null
    nonce_salt: string | null
  }>(
    'update frame_oauth_states set used_at = $2 where state = $1 and used_at is null returning provider, code_verifier, nonce, device_id, expires_at, purpose, device_public_key, nonce_salt',
    [state, new Date(deps.now())],
  )
  if (
    !row ||
    row.device_id !== deviceId ||
    row.purpose !== purpose ||
    new Date(row.expires_at).getTime() < deps.now()
  )
    throw new ApiError(
      400,
      'social_state_invalid',
      'This login has expired or was already used. Try again.',
    )
  const claims = await deps.social.finish(row.provider, uri, {
    codeVerifier: row.code_verifier,
    state,
    nonce: row.nonce,
  })
  if (exported)
    await assertExportOwner(
      deps,
      { provider: row.provider, subject: claims.subject, label: row.provider },
      exported,
    )
  return loginWithIdentity(deps, { provider: row.provider, ...claims }, deviceId, {
    deviceKey: row.device_public_key ?? '',
    identity: loginIdentity({ kind: 'oidc', issuer: claims.issuer, subject: claims.subject }),
    proof: { kind: 'oidc', idToken: claims.idToken, salt: row.nonce_salt ?? '' },
  })
}

/** A provider's identity as one login reports it. */
export type ProviderIdentity = {
  provider: string
  subject: string
  /** The provider's verified email; proves nothing to us unless `trustEmail`. */
  email: string | null
  userName: string | null
  /** The operator trusts this provider's verified emails to join email accounts. @default false */
  trustEmail?: boolean
}

/**
 * Finds or creates the user of a provider identity (keyed by provider and subject), approves the
 * device, opens a session. A new identity gets a user and wallet of its own: an address a provider
 * reports never opens the wallet of the email account with that address, which takes the emailed
 * code. Only a provider configured with `trustEmail` joins (or claims) the account of its address.
 * The session can be bound only to `login.deviceKey`, the key the flow was started with.
 */
export async function loginWithIdentity(
  deps: FrameDeps,
  { provider, subject, email, userName, trustEmail = false }: ProviderIdentity,
  deviceId: string,
  login: LoginBinding,
) {
  const now = new Date(deps.now())
  return deps.db.transaction(async (tx) => {
    const identityOf = async () =>
      (
        await tx.query<{ user_id: string }>(
          'select user_id from frame_identities where provider = $1 and subject = $2',
          [provider, subject],
        )
      )[0]?.user_id
    let userId = await identityOf()
    if (!userId) {
      const linked = trustEmail && email ? email : null
      const [byEmail] = linked
        ? await tx.query<{ id: string }>('select id from frame_users where email = $1', [linked])
        : []
      const newUser = byEmail ? undefined : newId()
      if (newUser)
        await tx.query(
          'insert into frame_users (id, email, user_name, created_at) values ($1, $2, $3, $4)',
          [newUser, linked, userName, now],
        )
      const added = await tx.query<{ user_id: string }>(
        'insert into frame_identities (provider, subject, user_id, user_name, email) values ($1, $2, $3, $4, $5) on conflict do nothing returning user_id',
        [provider, subject, byEmail?.id ?? newUser, userName, email],
      )
      // Two first logins of one identity raced: the other made its user; ours goes.
      if (added.length === 0 && newUser)
        await tx.query('delete from frame_users where id = $1', [newUser])
      userId = added[0]?.user_id ?? (await identityOf())!
    }
    await tx.query('update frame_users set user_name = coalesce($2, user_name) where id = $1', [
      userId,
      userName,
    ])
    await tx.query(
      'update frame_identities set email = coalesce($3, email) where provider = $1 and subject = $2',
      [provider, subject, email],
    )
    await approveDeviceKey(tx, userId, deviceId, login.deviceKey, now)
    return createSession({ ...deps, db: tx }, userId, deviceId, provider, login)
  })
}
