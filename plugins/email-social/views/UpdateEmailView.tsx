import { useService, useStyles, useT } from '@keyport/kernel/react'
import { type FormEvent, useId, useState } from 'react'
import { useRunning } from '../hooks/useRunning.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { formCss, formStylesId } from './formStyles.ts'
import { OtpForm } from './OtpForm.tsx'

type Step =
  | { step: 'email' }
  | { step: 'primary' | 'secondary'; email: string }
  | { step: 'done'; email: string }

type NewEmailFormProps = {
  busy: boolean
  error?: string
  onSubmit: (email: string) => void
}

/** The new address, with its visible label and the error tied to the field. */
function NewEmailForm({ busy, error, onSubmit }: NewEmailFormProps) {
  useStyles(formStylesId, formCss)
  const t = useT()
  const [email, setEmail] = useState('')
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(email.trim())
  }
  return (
    <form className="kp-stack" onSubmit={submit} noValidate>
      <div className="kp-field">
        <label htmlFor={id} className="kp-label">
          {t('update.new')}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          className="kp-input"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="kp-field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="kp-button" disabled={busy} aria-busy={busy}>
        {t('email.continue')}
      </button>
    </form>
  )
}

/** UpdateEmail: the new address, then the code sent to the current one, then the new one's. */
export default function UpdateEmailView() {
  const t = useT()
  const wallet = useService(embeddedWalletToken)
  const [state, setState] = useState<Step>({ step: 'email' })
  const { busy, error, setError, run } = useRunning()
  const start = async (email: string) => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError(t('email.invalid'))
    const action = await run(() => wallet.updateEmail(email))
    if (action) setState({ step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary', email })
  }
  if (state.step === 'done')
    return (
      <p role="status" className="kp-text kp-email-value">
        {t('update.done', { email: state.email })}
      </p>
    )
  if (state.step === 'email') return <NewEmailForm busy={busy} error={error} onSubmit={start} />
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
    <OtpForm
      key={state.step}
      hint={
        state.step === 'primary'
          ? t('update.primary')
          : t('update.secondary', { email: state.email })
      }
      onSubmit={submit}
      busy={busy}
      error={error}
      onInvalid={setError}
    />
  )
}
