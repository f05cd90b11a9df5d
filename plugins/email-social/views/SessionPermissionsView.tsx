import { connectionToken } from '@keyport/connect'
import { useService, useStyles, useT } from '@keyport/kernel/react'
import { useCallback, useEffect, useState } from 'react'
import { type Address, formatEther } from 'viem'
import {
  listSessionPermissions,
  type SessionPermission,
} from '../services/listSessionPermissions.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { formCss, formStylesId } from './formStyles.ts'

const expiryText = (validUntil: number) =>
  `${new Date(validUntil * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

function PermissionItem({
  session,
  onRevoke,
}: {
  session: SessionPermission
  onRevoke: (session: SessionPermission) => void
}) {
  const t = useT()
  const left = session.spendLimit > session.spent ? session.spendLimit - session.spent : 0n
  return (
    <li className="kp-stack kp-permission" data-testid="session-permission">
      <p className="kp-text kp-text--strong">{t('permissions.key', { key: session.key })}</p>
      {session.targets.map((target) => (
        <p key={target} className="kp-text">
          {t('permissions.target', { target })}
        </p>
      ))}
      <p className="kp-text">
        {t('permissions.limit', {
          spent: formatEther(session.spent),
          limit: formatEther(session.spendLimit),
          left: formatEther(left),
        })}
      </p>
      <p className="kp-text kp-text--muted">
        {t('permissions.expires', { date: expiryText(session.validUntil) })}
      </p>
      <button type="button" className="kp-button" onClick={() => onRevoke(session)}>
        {t('permissions.revoke')}
      </button>
    </li>
  )
}

/**
 * SessionPermissions: the session keys this smart account granted apps (wallet_grantPermissions),
 * read from the chain, each with its targets, limit used and left, expiry and a Revoke button
 * (wallet_revokePermissions, approved in the frame's own card).
 */
export default function SessionPermissionsView() {
  useStyles(formStylesId, formCss)
  const t = useT()
  const wallet = useService(embeddedWalletToken)
  const connection = useService(connectionToken)
  const { address, chainId } = connection.state
  const [sessions, setSessions] = useState<SessionPermission[] | undefined>()
  const [error, setError] = useState<string | undefined>()

  const load = useCallback(() => {
    if (!address || chainId === undefined) return
    listSessionPermissions({
      request: (method, params) => wallet.request(method, params),
      account: address as Address,
      chainId,
    }).then(setSessions, () => setError(t('permissions.unavailable')))
  }, [address, chainId, wallet, t])
  useEffect(load, [load])

  const revoke = (session: SessionPermission) => {
    setError(undefined)
    wallet
      .request('wallet_revokePermissions', [{ permissionsContext: session.context }])
      .then(load, (cause: { shortMessage?: string; message?: string }) =>
        setError(cause.shortMessage ?? cause.message ?? t('permissions.unavailable')),
      )
  }

  return (
    <div className="kp-stack">
      {error ? (
        <p role="alert" className="kp-field-error">
          {error}
        </p>
      ) : null}
      {sessions === undefined && !error ? (
        <p role="status" className="kp-text kp-text--muted">
          {t('permissions.loading')}
        </p>
      ) : null}
      {sessions?.length === 0 ? (
        <div className="kp-empty-state" data-testid="permissions-none">
          <p className="kp-empty-state-title">{t('permissions.none')}</p>
          <p className="kp-empty-state-text">{t('permissions.noneHint')}</p>
        </div>
      ) : null}
      {sessions?.length ? (
        <ul className="kp-stack kp-permissions" aria-label={t('permissions.title')}>
          {sessions.map((session) => (
            <PermissionItem key={session.key} session={session} onRevoke={revoke} />
          ))}
        </ul>
      ) : null}
    </div>
  )
}
