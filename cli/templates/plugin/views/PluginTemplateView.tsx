import { useFlag, useT } from '@keyport/kernel/react'
import { usePluginTemplateNetworks } from '../hooks/usePluginTemplateNetworks.ts'

/** Lists the networks the data API serves, with a retry when it cannot. */
export default function PluginTemplateView() {
  const t = useT()
  const refresh = useFlag('pluginTemplateRefresh')
  const { state, reload } = usePluginTemplateNetworks()

  if (state.status === 'failed')
    return (
      <div className="kp-stack">
        <p className="kp-text" role="alert">
          {state.error.shortMessage}
        </p>
        <button type="button" className="kp-button" onClick={reload}>
          {t('plugin-template.retry')}
        </button>
      </div>
    )
  if (state.status !== 'loaded')
    return (
      <div className="kp-stack" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <p className="kp-text kp-text--muted">{t('plugin-template.loading')}</p>
      </div>
    )
  return (
    <div className="kp-stack">
      <p className="kp-text kp-text--strong">
        {t('plugin-template.count', { count: state.networks.length })}
      </p>
      <ul className="kp-stack" aria-label={t('plugin-template.list')}>
        {state.networks.map((network) => (
          <li key={network} className="kp-text">
            {network}
          </li>
        ))}
      </ul>
      {refresh ? (
        <button type="button" className="kp-button kp-button--secondary" onClick={reload}>
          {t('plugin-template.refresh')}
        </button>
      ) : null}
    </div>
  )
}
