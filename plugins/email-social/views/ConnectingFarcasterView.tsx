import { useKernel, useService, useT } from '@keyport/kernel/react'
import { QrCode } from '@keyport/kernel/react/qr'
import { useEffect, useState } from 'react'
import { useFinishLogin } from '../hooks/useFinishLogin.ts'
import { embeddedWalletToken } from '../tokens.ts'

/**
 * ConnectingFarcaster: the sign-in link as a QR code, a link and Copy link; the frame polls the
 * relay until the user signs in on their phone.
 */
export default function ConnectingFarcasterView() {
  const t = useT()
  const { toast } = useKernel()
  const wallet = useService(embeddedWalletToken)
  const finish = useFinishLogin()
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let live = true
    const fail = (cause: unknown) => {
      if (live)
        setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
    }
    wallet
      .farcasterUri()
      .then((uri) => {
        if (!live) return
        setUrl(uri)
        return wallet.connectFarcaster().then(() => {
          if (live) return finish()
        })
      })
      .catch(fail)
    return () => {
      live = false
    }
  }, [wallet, finish])
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast.showSuccess(t('farcaster.copied'))
    } catch {
      toast.showError(t('farcaster.copyFailed'))
    }
  }
  return (
    <div className="kp-stack" style={{ alignItems: 'center', textAlign: 'center' }}>
      {error ? (
        <p role="alert" className="kp-text" style={{ color: 'var(--kp-color-error)' }}>
          {error}
        </p>
      ) : url ? (
        <>
          <p className="kp-text">{t('farcaster.scan')}</p>
          <QrCode value={url} label={t('farcaster.title')} size={200} />
          <a className="kp-button kp-button--secondary" href={url} target="_blank" rel="noreferrer">
            {t('farcaster.open')}
          </a>
          <button type="button" className="kp-button kp-button--secondary" onClick={copy}>
            {t('farcaster.copy')}
          </button>
          <p role="status" className="kp-text kp-text--muted">
            {t('farcaster.waiting')}
          </p>
        </>
      ) : (
        <span className="kp-spinner" role="status" aria-label={t('farcaster.waiting')} />
      )}
    </div>
  )
}
