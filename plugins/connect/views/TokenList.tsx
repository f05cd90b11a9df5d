import type { I18n } from '@keyport/kernel'
import { useKernel, useT } from '@keyport/kernel/react'
import type { AccountAction } from '../services/AccountActions.ts'
import type { TokenBalance } from '../services/AccountDataService.ts'
import { SkeletonRows } from './SkeletonRows.tsx'
import { TokensEmpty } from './TokensEmpty.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * The account's tokens with quantity, price and value (tokens with decimals '0' are left out);
 * skeleton rows while the first balances load, and what to do next when there are none.
 */
export function TokenList({
  balances,
  loading,
  failed = false,
  actions = [],
}: {
  balances: readonly TokenBalance[]
  loading: boolean
  /** The balances could not be read: the header says why, so no empty state. */
  failed?: boolean
  /** The wallet features shown, which the empty state offers (Buy, Receive). */
  actions?: readonly AccountAction[]
}) {
  const t = useT()
  const { i18n } = useKernel()
  const tokens = balances.filter((token) => token.quantity.decimals !== '0')
  const usd = (value: number) => i18n.formatNumber(value, { style: 'currency', currency: 'USD' })
  if (tokens.length === 0 && loading)
    return <SkeletonRows count={3} label={t('account.loadingTokens')} />
  if (tokens.length === 0) return failed ? null : <TokensEmpty actions={actions} />
  return (
    <ul className="kp-rows">
      {tokens.map((token) => (
        <li
          key={`${token.chainId}:${token.address ?? 'native'}`}
          data-testid="token-row"
          className="kp-token-row"
        >
          <WalletIcon src={token.iconUrl || undefined} name={token.symbol} size={36} />
          <span className="kp-row-main">
            <span className="kp-text kp-text--strong">{token.name}</span>
            <span className="kp-text kp-text--muted">
              {t('account.tokenLine', {
                quantity: formatAmount(i18n, token.quantity.numeric),
                symbol: token.symbol,
                price: usd(token.price),
              })}
            </span>
          </span>
          <span className="kp-text kp-row-end">{usd(token.value)}</span>
        </li>
      ))}
    </ul>
  )
}

/** A token amount for reading: at most 4 decimals, grouped ('7,949.9723'). */
export function formatAmount(i18n: Pick<I18n, 'formatNumber'>, numeric: string): string {
  const value = Number(numeric)
  return Number.isFinite(value) ? i18n.formatNumber(value, { maximumFractionDigits: 4 }) : numeric
}
