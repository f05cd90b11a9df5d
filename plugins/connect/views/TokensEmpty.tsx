import { useKernel, useT } from '@keyport/kernel/react'
import type { AccountAction } from '../services/AccountActions.ts'

/** What to do with an account that holds no tokens: buy or receive, where the app offers them. */
export function TokensEmpty({ actions }: { actions: readonly AccountAction[] }) {
  const t = useT()
  const { router } = useKernel()
  const next = (['onramp', 'receive'] as const).flatMap((feature) => {
    const action = actions.find((candidate) => candidate.feature === feature)
    return action ? [{ feature, view: action.view }] : []
  })
  return (
    <div className="kp-account-empty" data-testid="tokens-empty">
      <p className="kp-text kp-text--strong">{t('account.noTokens')}</p>
      {next.length > 0 ? (
        <>
          <p className="kp-text kp-text--muted">{t('account.noTokensHint')}</p>
          <div className="kp-account-empty-actions">
            {next.map(({ feature, view }) => (
              <button
                key={feature}
                type="button"
                className="kp-button kp-button--secondary"
                onClick={() => router.push(view)}
              >
                {t(`account.empty.${feature}`)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
