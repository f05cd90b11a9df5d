import { connectionToken, connectorsToken } from '@keyport/connect'
import { isWalletExported } from '@keyport/kernel/frame'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { socialOptionsToken } from '../tokens.ts'

type Step = 'ready' | 'waiting' | 'done' | 'blocked'

/**
 * ExportWallet: opens the frame's export window (its own origin, inside the click so popup
 * blockers allow it). The key is shown there only; this view learns only that it was shown.
 */
export default function ExportWalletView() {
  const t = useT()
  const { bus } = useKernel()
  const { frameUrl, projectId } = useService(socialOptionsToken)
  const connection = useService(connectionToken)
  const frameOrigin = new URL(frameUrl).origin
  const [popup, setPopup] = useState<Window | null>(null)
  const [step, setStep] = useState<Step>('ready')
  const connectors = useService(connectorsToken)
  const [walletAddress, setWalletAddress] = useState(connection.state.address)

  // The export window names the wallet by its EVM address. On Solana the connection holds the
  // base58 account; the embedded wallet's connector still grants the EVM one.
  useEffect(() => {
    if (connection.state.address) return
    let live = true
    connectors
      .get('auth')
      ?.getAccounts()
      .then(
        ([first]) => live && first && setWalletAddress(first),
        () => {},
      )
    return () => {
      live = false
    }
  }, [connection, connectors])

  useEffect(() => {
    if (!popup) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup || !isWalletExported(event.data))
        return
      setStep('done')
      bus.emit('email-social:wallet-exported', {})
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [bus, frameOrigin, popup])

  const open = () => {
    const url = new URL('/export', frameOrigin)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('appOrigin', window.location.origin)
    // The wallet to export: a social re-login there must be the account that owns it.
    if (walletAddress) url.searchParams.set('address', walletAddress)
    const opened = window.open(url.toString(), 'keyport-export', 'popup,width=480,height=640')
    setPopup(opened)
    setStep(opened ? 'waiting' : 'blocked')
  }

  return (
    <div className="kp-stack">
      <p className="kp-text">{t('export.warning')}</p>
      {step === 'done' ? (
        <p role="status" className="kp-text kp-text--strong">
          {t('export.done')}
        </p>
      ) : (
        <button type="button" className="kp-button" onClick={open}>
          {t('export.open')}
        </button>
      )}
      {step === 'waiting' ? (
        <p role="status" className="kp-text kp-text--muted">
          {t('export.waiting')}
        </p>
      ) : null}
      {step === 'blocked' ? (
        <p role="alert" className="kp-text">
          {t('export.blocked')}
        </p>
      ) : null}
    </div>
  )
}
