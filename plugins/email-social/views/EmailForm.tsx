import { MailIcon } from '@keyport/kernel/icons'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { type FormEvent, useId, useState } from 'react'
import { useRunning } from '../hooks/useRunning.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { useLoginViewsStyles } from './loginViewsCss.ts'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The email field (a mail glyph, Continue inside it): checks the format (spec section 5), sends the login email, opens the next view. */
export function EmailForm() {
  useLoginViewsStyles()
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
    <form className="kp-login-email" onSubmit={submit} noValidate>
      <label htmlFor={id} className="kp-sr-only">
        {t('email.label')}
      </label>
      <div className="kp-login-email__field" data-invalid={error ? '' : undefined}>
        <MailIcon size={20} />
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          placeholder={t('email.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className="kp-button kp-login-email__submit"
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <span className="kp-spinner kp-spinner--small" aria-hidden="true" /> : null}
          {t('email.continue')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="kp-login-email__error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
