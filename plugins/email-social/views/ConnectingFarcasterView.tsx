import { focusableIn, useService, useT } from '@keyport/kernel/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFinishLogin } from '../hooks/useFinishLogin.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'

/** The modal's focusable elements, in order, as its focus trap counts them. */
const focusablesOf = (from: HTMLElement) =>
  focusableIn(from.closest<HTMLElement>('[role="dialog"]') ?? from.ownerDocument.body)

/**
 * ConnectingFarcaster: the secure frame draws the sign-in (the link as a QR code, Open, Copy link)
 * over this view's slot, so the link never comes to the app's page and the page cannot show a
 * sign-in of its own in its place (decision 0023); the frame then polls the relay until the user
 * signs in on their phone. The slot takes keyboard focus into the frame; the frame hands it back.
 */
export default function ConnectingFarcasterView() {
  useLoginViewsStyles()
  const t = useT()
  const wallet = useService(embeddedWalletToken)
  const finish = useFinishLogin()
  const slot = useRef<HTMLElement>(null)
  const [shown, setShown] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    const element = slot.current
    if (!element) return
    let live = true
    const fail = (cause: unknown) => {
      if (live)
        setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
    }
    const labels = {
      qr: t('farcaster.title'),
      open: t('farcaster.open'),
      copy: t('farcaster.copy'),
      copied: t('farcaster.copied'),
      copyFailed: t('farcaster.copyFailed'),
    }
    const onFocusExit = (exit: 'forward' | 'backward' | 'escape') => {
      if (exit === 'escape') {
        element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
        return
      }
      const items = focusablesOf(element)
      const at = items.indexOf(element)
      const next =
        exit === 'forward' ? (items[at + 1] ?? items[0]) : (items[at - 1] ?? items.at(-1))
      next?.focus()
    }
    wallet
      .showFarcaster(element, labels, onFocusExit)
      .then(() => {
        if (!live) return
        setShown(true)
        return wallet.connectFarcaster().then(() => {
          if (live) return finish()
        })
      })
      .catch(fail)
    return () => {
      live = false
      void wallet.hideFarcaster()
    }
  }, [wallet, finish, t])

  const enterFrame = useCallback(() => {
    void wallet.focusFarcaster()
  }, [wallet])

  return (
    <div className="kp-login-wait">
      {error ? (
        <p role="alert" className="kp-login-email__error">
          {error}
        </p>
      ) : (
        <p className="kp-text">{t('farcaster.scan')}</p>
      )}
      {/* The frame is placed over this slot and draws the sign-in in it; the slot hands keyboard
          focus to the frame. */}
      <section
        ref={slot}
        className="kp-login-frame-slot"
        hidden={Boolean(error)}
        tabIndex={shown ? 0 : -1}
        aria-label={t('farcaster.title')}
        onFocus={enterFrame}
      >
        {shown ? null : (
          <span className="kp-spinner" role="status" aria-label={t('farcaster.waiting')} />
        )}
      </section>
      {shown && !error ? (
        <p role="status" className="kp-text kp-text--muted">
          {t('farcaster.waiting')}
        </p>
      ) : null}
    </div>
  )
}
