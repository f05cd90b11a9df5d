import { useT } from '@keyport/kernel/react'
import { EmailForm } from './EmailForm.tsx'

/** EmailLogin: the email field on its own view. */
export default function EmailLoginView() {
  const t = useT()
  return (
    <div className="kp-stack">
      <p className="kp-text kp-text--muted">{t('email.title')}</p>
      <EmailForm />
    </div>
  )
}
