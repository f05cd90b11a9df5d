import type { ViewProps } from '@keyport/kernel'
import { ChainMark } from '@keyport/kernel/icons'
import { useKernel, useService, useStyles, useT } from '@keyport/kernel/react'
import { useCallback, useState } from 'react'
import { connectSettingsToken } from '../hooks/connectOptionsToken.ts'
import { useAttemptOnce } from '../hooks/useAttemptOnce.ts'
import { connectionToken } from '../tokens.ts'
import { networkCss } from './networkCss.ts'

/** Waits while the wallet switches (or adds) the chain; on success shows the account. */
export default function SwitchNetworkView({ params }: ViewProps<'SwitchNetwork'>) {
  useStyles('connect-networks', networkCss)
  const t = useT()
  const { router } = useKernel()
  const connection = useService(connectionToken)
  const { networks } = useService(connectSettingsToken)
  const network = networks.find((n) => n.id === params.chainId)?.name ?? String(params.chainId)
  const [failed, setFailed] = useState(false)

  const attempt = useAttemptOnce(
    useCallback(
      (alive: () => boolean) => {
        setFailed(false)
        connection.switchChain(params.chainId).then(
          () => {
            if (alive()) router.reset('Account')
          },
          () => {
            if (alive()) setFailed(true)
          },
        )
      },
      [connection, params.chainId, router],
    ),
  )

  return (
    <div className="kp-switch">
      {failed ? (
        <>
          <ChainMark chainId={params.chainId} name={network} size={56} />
          <p className="kp-text" role="alert">
            {t('switch.failed', { network })}
          </p>
          <button type="button" className="kp-button" onClick={attempt}>
            {t('switch.retry')}
          </button>
        </>
      ) : (
        <div className="kp-switch" role="status">
          <span className="kp-switch-mark">
            <ChainMark chainId={params.chainId} name={network} size={56} />
            <span className="kp-spinner" aria-hidden="true" />
          </span>
          <p className="kp-text kp-text--strong">{t('switch.waiting')}</p>
          <p className="kp-text kp-text--muted">{t('switch.hint', { network })}</p>
        </div>
      )}
      <button
        type="button"
        className="kp-button kp-button--secondary"
        onClick={() => {
          if (!router.goBack()) router.reset('Networks')
        }}
      >
        {t('connecting.cancel')}
      </button>
    </div>
  )
}
