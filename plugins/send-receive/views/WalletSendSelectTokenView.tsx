import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useSendFlow } from '../hooks/useSendFlow.ts'
import { useSendTokens } from '../hooks/useSendTokens.ts'
import { sameSendToken } from '../services/SendToken.ts'
import { formatQuantity } from './formatQuantity.ts'
import { sendCss, sendStylesId } from './sendStyles.ts'

/** The tokens of the balance list on the active chain; choosing one goes back to WalletSend. */
export default function WalletSendSelectTokenView() {
  useStyles(sendStylesId, sendCss)
  const t = useT()
  const { router, i18n } = useKernel()
  const { state, flow } = useSendFlow()
  const { tokens } = useSendTokens()
  const current = state.draft.token
  return (
    <ul className="kp-list">
      {tokens.map((token) => {
        const selected = sameSendToken(token, current)
        return (
          <li key={token.address ?? token.mint ?? 'native'}>
            <button
              type="button"
              className="kp-list-row"
              title={`${token.symbol} · ${token.name}`}
              aria-current={selected ? 'true' : undefined}
              onClick={() => {
                flow.update({ token })
                if (!router.goBack()) router.replace('WalletSend')
              }}
            >
              <span className="kp-send-choice-name">
                <span className="kp-text kp-text--strong kp-elide">{token.symbol}</span>
                <span className="kp-text kp-text--muted kp-text--small kp-elide">{token.name}</span>
              </span>
              {token.balance === undefined ? null : (
                <span className="kp-list-row-end kp-send-choice-balance">
                  <span className="kp-elide">
                    {t('selectToken.balance', {
                      quantity: formatQuantity(i18n, token.balance),
                      symbol: token.symbol,
                    })}
                  </span>
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
