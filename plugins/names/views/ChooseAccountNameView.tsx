import { useAccount } from '@keyport/connect'
import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { useNames } from '../hooks/useNames.ts'
import type { NameProfile } from '../schemas.ts'
import { namesCss, namesStylesId } from './namesStyles.ts'

type Owned =
  | { status: 'loading' }
  | { status: 'ready'; names: readonly NameProfile[] }
  | { status: 'error'; message: string }

/**
 * ChooseAccountName: what a name is for, the names this account already has (reverse lookup),
 * and the button to RegisterAccountName.
 */
export default function ChooseAccountNameView() {
  useStyles(namesStylesId, namesCss)
  const t = useT()
  const { router } = useKernel()
  const { names } = useNames()
  const { address } = useAccount()
  const [owned, setOwned] = useState<Owned>({ status: 'loading' })

  useEffect(() => {
    if (!address) return
    let live = true
    setOwned({ status: 'loading' })
    names.api.namesForAddress(address).then(
      (found) => live && setOwned({ status: 'ready', names: found }),
      (error: { shortMessage?: string }) =>
        live && setOwned({ status: 'error', message: error.shortMessage ?? String(error) }),
    )
    return () => {
      live = false
    }
  }, [names, address])

  return (
    <div className="kp-stack">
      <div className="kp-stack kp-centered kp-tight">
        <h3 className="kp-text kp-text--strong">{t('choose.heading')}</h3>
        <p className="kp-text kp-text--muted">{t('choose.body')}</p>
      </div>
      {owned.status === 'loading' ? (
        <p className="kp-text kp-text--muted" role="status">
          {t('choose.ownedLoading')}
        </p>
      ) : owned.status === 'error' ? (
        <p className="kp-field-error" role="alert">
          {owned.message}
        </p>
      ) : owned.names.length > 0 ? (
        <section className="kp-stack kp-tight" aria-label={t('choose.owned')}>
          <p className="kp-text kp-text--strong">{t('choose.owned')}</p>
          <ul className="kp-stack kp-name-list">
            {owned.names.map((profile) => (
              <li key={profile.name} className="kp-text kp-name-value" data-testid="owned-name">
                {profile.name}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="kp-empty-state kp-empty-state-text" data-testid="owned-none">
          {t('choose.ownedNone')}
        </p>
      )}
      <button
        type="button"
        className="kp-button"
        onClick={() => router.push('RegisterAccountName')}
      >
        {t('choose.start')}
      </button>
    </div>
  )
}
