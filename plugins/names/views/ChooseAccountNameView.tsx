import { useAccount } from '@keyport/connect'
import { useKernel, useT } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { useNames } from '../hooks/useNames.ts'
import type { NameProfile } from '../schemas.ts'

type Owned =
  | { status: 'loading' }
  | { status: 'ready'; names: readonly NameProfile[] }
  | { status: 'error'; message: string }

/**
 * ChooseAccountName: what a name is for, the names this account already has (reverse lookup),
 * and the button to RegisterAccountName.
 */
export default function ChooseAccountNameView() {
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
      <div className="kp-stack" style={{ alignItems: 'center', textAlign: 'center', gap: 4 }}>
        <h3 className="kp-text kp-text--strong" style={{ margin: 0 }}>
          {t('choose.heading')}
        </h3>
        <p className="kp-text kp-text--muted">{t('choose.body')}</p>
      </div>
      {owned.status === 'loading' ? (
        <p className="kp-text kp-text--muted" role="status">
          {t('choose.ownedLoading')}
        </p>
      ) : owned.status === 'error' ? (
        <p className="kp-text" role="alert">
          {owned.message}
        </p>
      ) : owned.names.length > 0 ? (
        <section className="kp-stack" style={{ gap: 4 }} aria-label={t('choose.owned')}>
          <p className="kp-text kp-text--strong">{t('choose.owned')}</p>
          <ul className="kp-stack" style={{ gap: 4, margin: 0, padding: 0, listStyle: 'none' }}>
            {owned.names.map((profile) => (
              <li key={profile.name} className="kp-text" data-testid="owned-name">
                {profile.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
