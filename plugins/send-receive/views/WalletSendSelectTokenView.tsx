import { useKernel, useT } from '@keyport/kernel/react'
import { useSendFlow } from '../hooks/useSendFlow.ts'
import { useSendTokens } from '../hooks/useSendTokens.ts'
import { sameSendToken } from '../services/SendToken.ts'
import { formatQuantity } from './formatQuantity.ts'

/** The tokens of the balance list on the active chain; choosing one goes back to WalletSend. */
export default function WalletSendSelectTokenView() {
  const t = useT()
  const { router, i18n } = useKernel()
  const { state, flow } = useSendFlow()
  const { tokens } = useSendTokens()
  const current = state.draft.token
  return (
    <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
      {tokens.map((token) => {
        const selected = sameSendToken(token, current)
        return (
          <li key={token.address ?? token.mint ?? 'native'}>
            <button
              type="button"
              className="kp-button kp-button--secondary"
              style={{ width: '100%', justifyContent: 'space-between', fontWeight: 500 }}
              aria-current={selected ? 'true' : undefined}
              onClick={() => {
                flow.update({ token })
                if (!router.goBack()) router.replace('WalletSend')
              }}
            >
              <span style={{ textAlign: 'left' }}>
                <span className="kp-text kp-text--strong">{token.symbol}</span>{' '}
                <span className="kp-text kp-text--muted">{token.name}</span>
              </span>
              {token.balance === undefined ? null : (
                <span className="kp-text">
                  {t('selectToken.balance', {
                    quantity: formatQuantity(i18n, token.balance),
                    symbol: token.symbol,
                  })}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
