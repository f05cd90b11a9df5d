import { useT } from '@keyport/kernel/react'
import { type FormEvent, useId, useState } from 'react'

export type OtpFormProps = {
  /** Called with the 6 digits; resolves when checked. */
  onSubmit: (otp: string) => void
  busy: boolean
  error?: string
  onInvalid: (message: string) => void
}

/** A 6-digit code field that submits by itself once complete. */
export function OtpForm({ onSubmit, busy, error, onInvalid }: OtpFormProps) {
  const t = useT()
  const [otp, setOtp] = useState('')
  const id = useId()
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!/^\d{6}$/.test(otp)) return onInvalid(t('otp.invalid'))
    onSubmit(otp)
  }
  return (
    <form className="kp-stack" onSubmit={submit} noValidate style={{ gap: 8 }}>
      <label htmlFor={id} className="kp-text kp-text--strong">
        {t('otp.label')}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setOtp(digits)
          if (digits.length === 6 && !busy) onSubmit(digits)
        }}
        className="kp-button kp-button--secondary"
        style={{ letterSpacing: '0.4em', fontWeight: 600, cursor: 'text', textAlign: 'center' }}
      />
      <button type="submit" className="kp-button" disabled={busy} aria-busy={busy}>
        {busy ? <span className="kp-spinner kp-spinner--small" aria-hidden="true" /> : null}
        {t('otp.submit')}
      </button>
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
