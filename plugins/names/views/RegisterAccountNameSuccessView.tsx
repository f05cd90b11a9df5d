import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useNames } from '../hooks/useNames.ts'
import { namesCss, namesStylesId } from './namesStyles.ts'

/**
 * RegisterAccountNameSuccess: while the wallet signs and the name service registers, a spinner
 * and Cancel (spec §4: cancelling clears loading); then the registered name.
 */
export default function RegisterAccountNameSuccessView() {
  useStyles(namesStylesId, namesCss)
  const t = useT()
  const { router } = useKernel()
  const { names, registration } = useNames()
  const name = registration.registered ?? registration.name ?? ''

  if (!registration.loading && !registration.registered)
    return (
      <button
        type="button"
        className="kp-button"
        onClick={() => router.replace('RegisterAccountName')}
      >
        {t('choose.start')}
      </button>
    )
  if (registration.loading || !registration.registered)
    return (
      <div className="kp-stack kp-centered kp-name-value">
        <div className="kp-stack kp-centered" role="status">
          <span className="kp-spinner" aria-hidden="true" />
          <p className="kp-text kp-text--strong">{t('success.pending', { name })}</p>
          <p className="kp-text kp-text--muted">{t('success.sign')}</p>
        </div>
        <button
          type="button"
          className="kp-button kp-button--secondary"
          onClick={() => names.registration.cancel()}
        >
          {t('success.cancel')}
        </button>
      </div>
    )

  return (
    <div className="kp-stack kp-centered kp-name-value">
      <div className="kp-stack kp-centered kp-tight" role="status">
        <p className="kp-text kp-text--strong" data-testid="registered-name">
          {t('success.done', { name: registration.registered })}
        </p>
        <p className="kp-text kp-text--muted">
          {t('success.body', { name: registration.registered })}
        </p>
      </div>
      <button type="button" className="kp-button" onClick={() => router.reset('Account')}>
        {t('success.back')}
      </button>
    </div>
  )
}
