import { CopyIcon, ExternalLinkIcon } from '@keyport/kernel/icons'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { QrCode } from '@keyport/kernel/react/qr'
import { useEffect, useState } from 'react'
import { useFinishLogin } from '../hooks/useFinishLogin.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'

/**
 * ConnectingFarcaster: the sign-in link as a QR code, a link and Copy link; the frame polls the
 * relay until the user signs in on their phone.
 */
export default function ConnectingFarcasterView() {
  useLoginViewsStyles()
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
    <div className="kp-login-wait">
      {error ? (
        <p role="alert" className="kp-login-email__error">
          {error}
        </p>
      ) : url ? (
        <>
          <p className="kp-text">{t('farcaster.scan')}</p>
          <div className="kp-login-qr">
            <QrCode value={url} label={t('farcaster.title')} size={200} />
          </div>
          <div className="kp-login-pills">
            <a className="kp-login-pill" href={url} target="_blank" rel="noreferrer">
              <ExternalLinkIcon size={18} />
              {t('farcaster.open')}
            </a>
            <button type="button" className="kp-login-pill" onClick={copy}>
              <CopyIcon size={18} />
              {t('farcaster.copy')}
            </button>
          </div>
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
