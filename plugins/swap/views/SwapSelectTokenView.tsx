import { accountDataToken } from '@keyport/connect'
import type { ViewProps } from '@keyport/kernel'
import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useId, useState } from 'react'
import { useSwap } from '../hooks/useSwap.ts'
import type { SwapToken } from '../schemas.ts'
import { balanceUnits, findBalance } from '../services/balanceUnits.ts'
import { swapTokenLists } from '../services/swapTokenLists.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { TokenIcon } from './TokenIcon.tsx'
import { TokenRow } from './TokenRow.tsx'

const listStyle = { listStyle: 'none', margin: 0, padding: 0, gap: 8 } as const

/**
 * SwapSelectToken: a search box, spec §9's suggested tokens as chips, the tokens the account
 * holds, and every token the exchange lists on this chain, popular ones first.
 */
export default function SwapSelectTokenView({ params }: ViewProps<'SwapSelectToken'>) {
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
      <label htmlFor={searchId} className="kp-sr-only">
        {t('swap.select.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        placeholder={t('swap.select.search')}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        className="kp-button kp-button--secondary"
        style={{ justifyContent: 'flex-start', fontWeight: 400, cursor: 'text' }}
      />
      {lists.suggested.length > 0 ? (
        <ul
          aria-label={t('swap.select.suggested')}
          style={{ ...listStyle, display: 'flex', flexWrap: 'wrap' }}
        >
          {lists.suggested.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="kp-button kp-button--secondary"
                style={{ minHeight: 32, padding: '4px 10px', borderRadius: 999 }}
                aria-current={token.address === current?.address || undefined}
                onClick={() => choose(token)}
              >
                <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} size={18} />
                {token.symbol}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lists.yours.length > 0 ? (
        <section aria-labelledby={yoursId} className="kp-stack" style={{ gap: 8 }}>
          <h3 id={yoursId} className="kp-text kp-text--strong" style={{ fontSize: 'inherit' }}>
            {t('swap.select.yours')}
          </h3>
          <ul className="kp-stack" style={listStyle}>
            {rows(lists.yours)}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={allId} className="kp-stack" style={{ gap: 8 }}>
        <h3 id={allId} className="kp-text kp-text--strong" style={{ fontSize: 'inherit' }}>
          {t('swap.select.all')}
        </h3>
        {lists.all.length === 0 ? (
          <p className="kp-text kp-text--muted" role="status">
            {t('swap.select.empty')}
          </p>
        ) : (
          <ul className="kp-stack" style={listStyle}>
            {rows(lists.all)}
          </ul>
        )}
      </section>
    </div>
  )
}
