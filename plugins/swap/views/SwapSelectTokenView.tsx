import { accountDataToken } from '@keyport/connect'
import type { ViewProps } from '@keyport/kernel'
import { useKernel, useObservable, useService, useStyles, useT } from '@keyport/kernel/react'
import { useId, useState } from 'react'
import { useSwap } from '../hooks/useSwap.ts'
import type { SwapToken } from '../schemas.ts'
import { balanceUnits, findBalance } from '../services/balanceUnits.ts'
import { swapTokenLists } from '../services/swapTokenLists.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { swapCss, swapStylesId } from './swapStyles.ts'
import { TokenIcon } from './TokenIcon.tsx'
import { TokenRow } from './TokenRow.tsx'

/**
 * SwapSelectToken: a search box, spec §9's suggested tokens as chips, the tokens the account
 * holds, and every token the exchange lists on this chain, popular ones first.
 */
export default function SwapSelectTokenView({ params }: ViewProps<'SwapSelectToken'>) {
  useStyles(swapStylesId, swapCss)
  const t = useT()
  const { router, i18n } = useKernel()
  const { swap, state } = useSwap()
  const accountData = useService(accountDataToken)
  const data = useObservable(accountData.data$, () => accountData.data)
  const [search, setSearch] = useState('')
  const searchId = useId()
  const yoursId = useId()
  const allId = useId()
  const target = params.target
  const current = target === 'from' ? state.from : state.to

  // Held tokens sort by USD value; one without a price still counts as held.
  const heldValue = (token: SwapToken) =>
    balanceUnits(data.balances, token) > 0n
      ? Math.max(findBalance(data.balances, token)?.value ?? 0, Number.MIN_VALUE)
      : 0
  const lists = swapTokenLists(state.tokens, { search, heldValue })
  const held = (token: SwapToken) => {
    const units = balanceUnits(data.balances, token)
    return units > 0n ? formatTokenAmount(i18n, units, token) : undefined
  }
  const choose = (token: SwapToken) => {
    swap.selectToken(target, token)
    router.goBack()
  }
  const rows = (tokens: SwapToken[]) =>
    tokens.map((token) => (
      <li key={token.address}>
        <TokenRow
          token={token}
          held={held(token)}
          current={token.address === current?.address}
          onSelect={() => choose(token)}
        />
      </li>
    ))

  return (
    <div className="kp-stack">
      <div className="kp-field">
        <label htmlFor={searchId} className="kp-label">
          {t('swap.select.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t('swap.select.searchHint')}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
          className="kp-input"
        />
      </div>
      {lists.suggested.length > 0 ? (
        <ul aria-label={t('swap.select.suggested')} className="kp-swap-list kp-swap-chips">
          {lists.suggested.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="kp-button kp-button--secondary kp-swap-chip"
                title={token.name}
                aria-current={token.address === current?.address || undefined}
                onClick={() => choose(token)}
              >
                <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} size={18} />
                <span className="kp-elide">{token.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lists.yours.length > 0 ? (
        <section aria-labelledby={yoursId} className="kp-stack">
          <h3 id={yoursId} className="kp-text kp-text--strong kp-swap-heading">
            {t('swap.select.yours')}
          </h3>
          <ul className="kp-list">{rows(lists.yours)}</ul>
        </section>
      ) : null}
      <section aria-labelledby={allId} className="kp-stack">
        <h3 id={allId} className="kp-text kp-text--strong kp-swap-heading">
          {t('swap.select.all')}
        </h3>
        {lists.all.length === 0 ? (
          <div className="kp-empty-state" role="status">
            <p className="kp-empty-state-title">{t('swap.select.empty')}</p>
            <p className="kp-empty-state-text">{t('swap.select.emptyHint')}</p>
          </div>
        ) : (
          <ul className="kp-list">{rows(lists.all)}</ul>
        )}
      </section>
    </div>
  )
}
