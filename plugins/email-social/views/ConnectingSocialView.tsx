import type { ViewProps } from '@keyport/kernel'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFinishLogin } from '../hooks/useFinishLogin.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'
import { SocialMark } from './SocialMark.tsx'
import { lastSocialPopup, openSocialPopup } from './socialPopup.ts'

/** How long the view waits for the frame's answer after the popup closed before it says so. */
const CLOSED_GRACE_MS = 2_000
const CHECK_EVERY_MS = 500

/**
 * ConnectingSocial: points the popup at the provider (the frame builds the PKCE authorization
 * URL) and waits for the frame to finish the login. The provider's answer goes from the popup
 * (the frame's own callback page) to the frame alone: this page never sees a code or a state.
 */
export default function ConnectingSocialView({ params }: ViewProps<'ConnectingSocial'>) {
  useLoginViewsStyles()
  const t = useT()
  const { router, toast } = useKernel()
  const wallet = useService(embeddedWalletToken)
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
    const waiting = new AbortController()
    let settled = false
    const fail = (cause: unknown) => {
      if (waiting.signal.aborted) return
      settled = true
      toast.close()
      setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
    }
    wallet.socialRedirectUri(params.provider).then(
      (uri) => {
        if (waiting.signal.aborted) return
        if (!popup.closed) popup.location.href = uri
        const authenticating = () => toast.showLoading(t('toast.authenticating'))
        wallet.connectSocial(waiting.signal, authenticating).then(() => {
          settled = true
          if (!waiting.signal.aborted) return finish()
        }, fail)
      },
      (cause: unknown) => {
        popup.close()
        fail(cause)
      },
    )
    let closedFor = 0
    const stop = setInterval(() => {
      if (settled || !popup.closed) return
      // The frame's callback page closes the popup once the login is finished: give the frame's
      // answer a moment to arrive before saying the window was closed.
      closedFor += CHECK_EVERY_MS
      if (closedFor < CLOSED_GRACE_MS) return
      clearInterval(stop)
      waiting.abort()
      setError(t('social.blocked'))
    }, CHECK_EVERY_MS)
    return () => {
      waiting.abort()
      clearInterval(stop)
    }
  }, [attempt, finish, params.provider, t, toast, wallet])

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
