import { useT } from '@keyport/kernel/react'
import { useId } from 'react'
import type { OnrampProvider } from '../services/createOnrampService.ts'

export type OnrampProviderListProps = {
  providers: readonly OnrampProvider[]
  disabled: boolean
  /** The provider whose checkout is opening. */
  opening?: string
  onChoose: (provider: OnrampProvider) => void
}

/** The providers serving this chain with their fees; with none, what to do instead. */
export function OnrampProviderList({
  providers,
  disabled,
  opening,
  onChoose,
}: OnrampProviderListProps) {
  const t = useT()
  const id = useId()
  return (
    <section aria-labelledby={id} className="kp-stack">
      <h3 id={id} className="kp-text kp-text--strong kp-onramp-heading">
        {t('onramp.providers')}
      </h3>
      {providers.length === 0 ? (
        <div className="kp-empty-state" role="status">
          <p className="kp-empty-state-title">{t('onramp.noProviders')}</p>
          <p className="kp-empty-state-text">{t('onramp.noProvidersHint')}</p>
        </div>
      ) : (
        <ul className="kp-stack kp-onramp-list">
          {providers.map((provider) => (
            <li key={provider.name}>
              <button
                type="button"
                className="kp-button kp-button--secondary kp-onramp-choice"
                aria-label={t('onramp.provider', {
                  provider: provider.label,
                  fees: provider.feeRange,
                })}
                disabled={disabled}
                onClick={() => onChoose(provider)}
              >
                <span>
                  {opening === provider.name
                    ? t('onramp.opening', { provider: provider.label })
                    : provider.label}
                </span>
                <span className="kp-text kp-text--muted">
                  {t('onramp.fees', { fees: provider.feeRange })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
