import type { I18n } from '@keyport/kernel'
import { useKernel, useT } from '@keyport/kernel/react'
import { useId } from 'react'
import type { TokenBalance } from '../services/AccountDataService.ts'
import { WalletIcon } from './WalletIcon.tsx'

/** The account's tokens with quantity, price and value; tokens with decimals '0' are left out. */
export function TokenList({
  balances,
  loading,
}: {
  balances: readonly TokenBalance[]
  loading: boolean
}) {
  const t = useT()
  const { i18n } = useKernel()
  const headingId = useId()
  const tokens = balances.filter((token) => token.quantity.decimals !== '0')
  const usd = (value: number) => i18n.formatNumber(value, { style: 'currency', currency: 'USD' })
  return (
    <section aria-labelledby={headingId} className="kp-stack" style={{ gap: 8 }}>
      <h3 id={headingId} className="kp-text kp-text--strong" style={{ fontSize: 'inherit' }}>
        {t('account.tokens')}
      </h3>
      {tokens.length === 0 && !loading ? (
        <p className="kp-text kp-text--muted">{t('account.noTokens')}</p>
      ) : null}
      <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
        {tokens.map((token) => (
          <li
            key={`${token.chainId}:${token.address ?? 'native'}`}
            data-testid="token-row"
            style={{ display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <WalletIcon src={token.iconUrl || undefined} name={token.symbol} />
            <span style={{ flex: 1 }}>
              <span className="kp-text kp-text--strong">{token.name}</span>
              <br />
              <span className="kp-text kp-text--muted">
                {t('account.tokenLine', {
                  quantity: formatAmount(i18n, token.quantity.numeric),
                  symbol: token.symbol,
                  price: usd(token.price),
                })}
              </span>
            </span>
            <span className="kp-text">{usd(token.value)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A token amount for reading: at most 4 decimals, grouped ('7,949.9723'). */
export function formatAmount(i18n: Pick<I18n, 'formatNumber'>, numeric: string): string {
  const value = Number(numeric)
  return Number.isFinite(value) ? i18n.formatNumber(value, { maximumFractionDigits: 4 }) : numeric
}
