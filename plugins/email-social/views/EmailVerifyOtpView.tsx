import type { ViewProps } from '@keyport/kernel'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { useState } from 'react'
import { useFinishLogin } from '../hooks/useFinishLogin.ts'
import { useRunning } from '../hooks/useRunning.ts'
import { embeddedWalletToken } from '../tokens.ts'
import { OtpForm } from './OtpForm.tsx'

/** EmailVerifyOtp: the code from the email logs in; Resend obeys the 30 s cooldown. */
export default function EmailVerifyOtpView({ params }: ViewProps<'EmailVerifyOtp'>) {
  const t = useT()
  const { toast } = useKernel()
  const wallet = useService(embeddedWalletToken)
  const finish = useFinishLogin()
  const { busy, error, setError, run } = useRunning()
  const [notice, setNotice] = useState<string>()
  const submit = async (otp: string) => {
    setNotice(undefined)
    const ok = await run(async () => {
      await wallet.connectOtp(otp)
      return true
    })
    if (ok) await finish()
  }
  const resend = async () => {
    setNotice(undefined)
    try {
      await wallet.connectEmail(params.email)
      setError(undefined)
      setNotice(t('otp.resent', { email: params.email }))
    } catch (cause) {
      const message = (cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message
      toast.showError(message)
      setError(message)
    }
  }
  return (
    <div className="kp-stack">
      <OtpForm
        hint={t('otp.sent', { email: params.email })}
        onSubmit={submit}
        busy={busy}
        error={error}
        onInvalid={setError}
      />
      <button type="button" className="kp-button kp-button--secondary" onClick={resend}>
        {t('otp.resend')}
      </button>
      {notice ? (
        <p role="status" className="kp-text kp-text--muted">
          {notice}
        </p>
      ) : null}
    </div>
  )
}
