import { useService, useT } from '@keyport/kernel/react'
import { type FormEvent, useId, useState } from 'react'
import { useRunning } from '../hooks/useRunning.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { OtpForm } from './OtpForm.tsx'

type Step =
  | { step: 'email' }
  | { step: 'primary' | 'secondary'; email: string }
  | { step: 'done'; email: string }

/** UpdateEmail: the new address, then the code sent to the current one, then the new one's. */
export default function UpdateEmailView() {
  const t = useT()
  const wallet = useService(embeddedWalletToken)
  const [state, setState] = useState<Step>({ step: 'email' })
  const [email, setEmail] = useState('')
  const { busy, error, setError, run } = useRunning()
  const id = useId()
  const start = async (event: FormEvent) => {
    event.preventDefault()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(t('email.invalid'))
    const action = await run(() => wallet.updateEmail(email.trim()))
    if (action)
      setState({
        step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary',
        email: email.trim(),
      })
  }
  if (state.step === 'done')
    return (
      <p role="status" className="kp-text">
        {t('update.done', { email: state.email })}
      </p>
    )
  if (state.step === 'email')
    return (
      <form className="kp-stack" onSubmit={start} noValidate>
        <label htmlFor={id} className="kp-text kp-text--strong">
          {t('update.new')}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="kp-button kp-button--secondary"
          style={{ justifyContent: 'flex-start', fontWeight: 400, cursor: 'text' }}
        />
        <button type="submit" className="kp-button" disabled={busy}>
          {t('email.continue')}
        </button>
        {error ? (
          <p role="alert" className="kp-text" style={{ color: 'var(--kp-color-error)' }}>
            {error}
          </p>
        ) : null}
      </form>
    )
  const submit = async (otp: string) => {
    if (state.step === 'primary') {
      const ok = await run(async () => {
        await wallet.updateEmailPrimaryOtp(otp)
        return true
      })
      if (ok) setState({ step: 'secondary', email: state.email })
      return
    }
    const newEmail = await run(() => wallet.updateEmailSecondaryOtp(otp))
    if (newEmail) setState({ step: 'done', email: newEmail })
  }
  return (
    <div className="kp-stack">
      <p className="kp-text">
        {state.step === 'primary'
          ? t('update.primary')
          : t('update.secondary', { email: state.email })}
      </p>
      <OtpForm key={state.step} onSubmit={submit} busy={busy} error={error} onInvalid={setError} />
    </div>
  )
}
