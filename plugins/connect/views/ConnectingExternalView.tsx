import type { ViewProps } from '@keyport/kernel'
import { useObservable, useService, useT } from '@keyport/kernel/react'
import { useCallback, useState } from 'react'
import { useAttemptOnce } from '../hooks/useAttemptOnce.ts'
import { useConnectionState } from '../hooks/useConnection.ts'
import { connectionToken, connectorsToken } from '../tokens.ts'
import { ConnectingActions } from './ConnectingActions.tsx'
import { ConnectingLogo } from './ConnectingLogo.tsx'
import { connectErrorMessage } from './connectErrorMessage.ts'
import { Waiting } from './Waiting.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * Asks one wallet to connect and waits: a rejection, a garbled answer or a time-out shows a clear
 * message with 'Try again'; Cancel always goes back, whatever the wallet does.
 */
export default function ConnectingExternalView({ params }: ViewProps<'ConnectingExternal'>) {
  const t = useT()
  const connection = useService(connectionToken)
  const registry = useService(connectorsToken)
  const connectors = useObservable(registry.connectors$, () => registry.connectors)
  const state = useConnectionState()
  const connector = connectors.find((c) => c.id === params.connectorId)
  const wallet = connector?.name ?? params.connectorId
  const [error, setError] = useState<string>()

  const attempt = useAttemptOnce(
    useCallback(
      (alive: () => boolean) => {
        setError(undefined)
        connection.connect(params.connectorId).then(
          () => {
            const { status, error: failure } = connection.state
            if (alive() && status !== 'connected' && failure) setError(failure)
          },
          (cause: unknown) => {
            if (alive())
              setError(connectErrorMessage(t, cause, wallet, connection.state.error ?? undefined))
          },
        )
      },
      [connection, params.connectorId, t, wallet],
    ),
  )

  const failed = error !== undefined
  const done = state.status === 'connected'
  return (
    <div className="kp-connecting">
      <ConnectingLogo state={failed ? 'failed' : done ? 'done' : 'waiting'}>
        <WalletIcon src={connector?.icon} name={wallet} size={64} />
      </ConnectingLogo>
      {failed ? (
        <div className="kp-connecting-status" role="alert">
          <p className="kp-text kp-text--strong">{t('connecting.failed')}</p>
          <p className="kp-text kp-text--muted">{error}</p>
        </div>
      ) : (
        <Waiting
          title={t('connecting.waiting', { wallet })}
          hint={done ? '' : t('connecting.hint')}
        />
      )}
      <ConnectingActions onRetry={failed ? attempt : undefined} />
    </div>
  )
}
