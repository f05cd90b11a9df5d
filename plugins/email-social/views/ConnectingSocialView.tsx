import type { ViewProps } from '@keyport/kernel'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFinishLogin } from '../hooks/useFinishLogin.ts'
import { embeddedWalletToken, socialOptionsToken } from '../tokens.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'
import { SocialMark } from './SocialMark.tsx'
import { lastSocialPopup, openSocialPopup } from './socialPopup.ts'

/**
 * ConnectingSocial: points the popup at the provider (the frame builds the PKCE authorization
 * URL), waits for the frame's callback page to hand back its URL (checked: the frame's origin,
 * from that popup), then logs in through the frame.
 */
export default function ConnectingSocialView({ params }: ViewProps<'ConnectingSocial'>) {
  useLoginViewsStyles()
  const t = useT()
  const { router, toast } = useKernel()
  const wallet = useService(embeddedWalletToken)
  const frameOrigin = new URL(useService(socialOptionsToken).frameUrl).origin
  const finish = useFinishLogin()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const popupRef = useRef<Window | null>(null)
  const name = t(`social.${params.provider}`)

  useEffect(() => {
    const popup = attempt === 0 ? lastSocialPopup() : popupRef.current
    popupRef.current = popup
    if (!popup) {
      setError(t('social.blocked'))
      return
    }
    let done = false
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { channel?: unknown; resultUri?: unknown } | null
      if (event.origin !== frameOrigin || event.source !== popup) return
      if (data?.channel !== 'keyport:social-result' || typeof data.resultUri !== 'string') return
      done = true
      popup.close()
      toast.showLoading(t('toast.authenticating'))
      wallet.connectSocial(data.resultUri).then(finish, (cause: unknown) => {
        toast.close()
        setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
      })
    }
    window.addEventListener('message', onMessage)
    wallet.socialRedirectUri(params.provider).then(
      (uri) => {
        if (!popup.closed) popup.location.href = uri
      },
      (cause: unknown) => {
        popup.close()
        setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
      },
    )
    const stop = setInterval(() => {
      if (popup.closed && !done) {
        clearInterval(stop)
        setError(t('social.blocked'))
      }
    }, 1_000)
    return () => {
      window.removeEventListener('message', onMessage)
      clearInterval(stop)
    }
  }, [attempt, frameOrigin, finish, params.provider, t, toast, wallet])

  const retry = useCallback(() => {
    setError(undefined)
    popupRef.current = openSocialPopup()
    setAttempt((n) => n + 1)
  }, [])

  return (
    <div className="kp-login-wait">
      <div
        className={`kp-login-wait__logo${error ? ' kp-login-wait__logo--failed' : ''}`}
        aria-hidden="true"
      >
        <SocialMark provider={params.provider} size={40} />
      </div>
      {error ? (
        <div className="kp-login-wait__text" role="alert">
          <p className="kp-text">{error}</p>
        </div>
      ) : (
        <div className="kp-login-wait__text" role="status">
          <p className="kp-text kp-text--strong">{t('social.waiting', { provider: name })}</p>
          <p className="kp-text kp-text--muted">{t('social.hint')}</p>
        </div>
      )}
      <div className="kp-login-wait__actions">
        {error ? (
          <button type="button" className="kp-button" onClick={retry}>
            {t('social.retry')}
          </button>
        ) : null}
        <button
          type="button"
          className="kp-button kp-button--secondary"
          onClick={() => router.goBack()}
        >
          {t('social.cancel')}
        </button>
      </div>
    </div>
  )
}
