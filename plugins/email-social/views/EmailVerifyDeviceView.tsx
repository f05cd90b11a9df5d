import type { ViewProps } from '@keyport/kernel'
import { useKernel, useService, useStyles, useT } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { embeddedWalletToken } from '../tokens.ts'
import { formCss, formStylesId } from './formStyles.ts'

/** EmailVerifyDevice: waits for the emailed approval link, then asks for the code. */
export default function EmailVerifyDeviceView({ params }: ViewProps<'EmailVerifyDevice'>) {
  useStyles(formStylesId, formCss)
  const t = useT()
  const { router } = useKernel()
  const wallet = useService(embeddedWalletToken)
  const [error, setError] = useState<string>()
  useEffect(() => {
    const controller = new AbortController()
    wallet.connectDevice(controller.signal).then(
      () => router.replace('EmailVerifyOtp', { email: params.email }),
      (cause: unknown) => {
        if (!controller.signal.aborted)
          setError((cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message)
      },
    )
    return () => controller.abort()
  }, [wallet, router, params.email])
  return (
    <div className="kp-stack kp-centered">
      <p className="kp-text kp-email-value">{t('device.sent', { email: params.email })}</p>
      {error ? (
        <p role="alert" className="kp-field-error">
          {error}
        </p>
      ) : (
        <div role="status" className="kp-stack kp-centered">
          <span className="kp-spinner" aria-hidden="true" />
          <p className="kp-text kp-text--muted">{t('device.waiting')}</p>
        </div>
      )}
    </div>
  )
}
