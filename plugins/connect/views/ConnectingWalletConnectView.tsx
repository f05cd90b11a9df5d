import type { ViewProps } from '@keyport/kernel'
import { CopyIcon, ExternalLinkIcon } from '@keyport/kernel/icons'
import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { QrCode } from '@keyport/kernel/react/qr'
import { useCallback, useEffect, useRef, useState } from 'react'
import { connectionToken, connectorsToken } from '../tokens.ts'
import type { WalletConnectConnector } from '../walletconnect/createWalletConnectConnector.ts'
import { formatWalletLink } from '../walletconnect/formatWalletLink.ts'
import { isWalletConnectConnector } from '../walletconnect/isWalletConnectConnector.ts'
import { ConnectingActions } from './ConnectingActions.tsx'
import { connectErrorMessage } from './connectErrorMessage.ts'
import { useConnectViewsStyles } from './connectViewsCss.ts'
import { useWalletLinks } from './useWalletLinks.ts'
import { Waiting } from './Waiting.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * Pairs a phone wallet: the QR code of the pairing URI (a fresh one when it expires), Copy link,
 * and deep links into wallet apps. A declined proposal or an unreachable relay shows a clear
 * message with 'Try again'; Cancel always goes back.
 */
export default function ConnectingWalletConnectView({
  params,
}: ViewProps<'ConnectingWalletConnect'>) {
  const t = useT()
  const registry = useService(connectorsToken)
  const connector = registry.connectors.find(isWalletConnectConnector)
  if (!connector)
    return (
      <p className="kp-text" role="alert">
        {t('walletConnect.notConfigured')}
      </p>
    )
  return <Pairing connector={connector} walletId={params?.walletId} />
}

function Pairing({
  connector,
  walletId,
}: {
  connector: WalletConnectConnector
  walletId?: string
}) {
  useConnectViewsStyles()
  const t = useT()
  const { toast } = useKernel()
  const connection = useService(connectionToken)
  const pairing = useObservable(connector.pairing$, () => connector.pairing)
  const links = useWalletLinks(walletId)
  const [error, setError] = useState<string>()
  const alive = useRef(true)
  const started = useRef(false)

  const attempt = useCallback(() => {
    setError(undefined)
    connection.connect(connector.id).catch((cause: unknown) => {
      if (alive.current && (cause as Error)?.name !== 'WalletConnectPairingCancelledError')
        setError(connectErrorMessage(t, cause, 'your wallet', connection.state.error ?? undefined))
    })
  }, [connection, connector, t])

  useEffect(() => {
    alive.current = true
    if (!started.current) {
      started.current = true
      attempt()
    }
    return () => {
      alive.current = false
    }
  }, [attempt])

  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      toast.showSuccess(t('walletConnect.copied'))
    } catch {
      toast.showError(t('walletConnect.copyFailed'))
    }
  }

  return (
    <div className="kp-connecting">
      {error ? (
        <div className="kp-connecting-status" role="alert">
          <p className="kp-text kp-text--strong">{t('walletConnect.failed')}</p>
          <p className="kp-text kp-text--muted">{error}</p>
        </div>
      ) : uri ? (
        <>
          <div className="kp-connect-qr">
            <QrCode value={uri} label={t('walletConnect.qrLabel')} size={232} />
          </div>
          <div className="kp-connecting-status">
            <p className="kp-text kp-text--strong">{t('walletConnect.scan')}</p>
            <p className="kp-text kp-text--muted">{t('walletConnect.expires')}</p>
          </div>
          <button type="button" className="kp-connect-pill" onClick={copy}>
            <CopyIcon size={18} />
            {t('walletConnect.copy')}
          </button>
        </>
      ) : (
        <Waiting title={t('walletConnect.loading')} hint="" spinner />
      )}
      {uri && links.length > 0 ? (
        <ul
          className="kp-connect-list kp-connecting__actions"
          aria-label={t('walletConnect.openWallet')}
        >
          {links.map((wallet) => (
            <li key={wallet.id}>
              <a className="kp-connect-row" href={formatWalletLink(wallet.mobileLink!, uri)}>
                <WalletIcon src={wallet.imageUrl} name={wallet.name} size={40} />
                <span className="kp-connect-row__name">
                  {t('walletConnect.openIn', { wallet: wallet.name })}
                </span>
                <span className="kp-connect-row__chevron">
                  <ExternalLinkIcon size={18} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ConnectingActions onRetry={error ? attempt : undefined} />
    </div>
  )
}
