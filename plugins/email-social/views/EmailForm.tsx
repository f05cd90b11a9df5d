import { useKernel, useService, useT } from '@keyport/kernel/react'
import { type FormEvent, useId, useState } from 'react'
import { useRunning } from '../hooks/useRunning.ts'
import { embeddedWalletToken } from '../tokens.ts'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The email field: checks the format (spec section 5), sends the login email, opens the next view. */
export function EmailForm() {
  const t = useT()
  const { router } = useKernel()
  const wallet = useService(embeddedWalletToken)
  const [email, setEmail] = useState('')
  const { busy, error, setError, run } = useRunning()
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!emailPattern.test(value)) return setError(t('email.invalid'))
    const action = await run(() => wallet.connectEmail(value))
    if (action === 'VERIFY_DEVICE') router.push('EmailVerifyDevice', { email: value })
    else if (action) router.push('EmailVerifyOtp', { email: value })
  }
  return (
    <form className="kp-stack" onSubmit={submit} noValidate style={{ gap: 8 }}>
      <label htmlFor={id} className="kp-sr-only">
        {t('email.label')}
      </label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          placeholder={t('email.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="kp-button kp-button--secondary"
          style={{ flex: 1, justifyContent: 'flex-start', fontWeight: 400, cursor: 'text' }}
        />
        <button type="submit" className="kp-button" disabled={busy} aria-busy={busy}>
          {busy ? <span className="kp-spinner kp-spinner--small" aria-hidden="true" /> : null}
          {t('email.continue')}
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="kp-text"
          style={{ color: 'var(--kp-color-error)' }}
        >
          {error}
        </p>
      ) : null}
    </form>
  )
}
