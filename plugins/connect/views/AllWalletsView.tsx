import { SearchIcon } from '@keyport/kernel/icons'
import { useService, useT } from '@keyport/kernel/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import { walletRegistryToken } from '../tokens.ts'
import { useConnectViewsStyles } from './connectViewsCss.ts'
import { useChooseWallet } from './useChooseWallet.ts'
import { useRegistryFilter } from './useRegistryFilter.ts'
import { useWalletDeepLink } from './useWalletDeepLink.ts'
import { WalletIcon } from './WalletIcon.tsx'

const PAGE_SIZE = 40

type ListState =
  | { status: 'loading'; wallets: readonly RegistryWallet[]; count: number; page: number }
  | { status: 'ready'; wallets: readonly RegistryWallet[]; count: number; page: number }
  | { status: 'error'; wallets: readonly RegistryWallet[]; count: number; page: number }

/**
 * Every wallet of the registry the app allows (`includeWalletIds`, `excludeWalletIds`): a search
 * box and a paged grid of wallet tiles.
 */
export default function AllWalletsView() {
  useConnectViewsStyles()
  const t = useT()
  const registry = useService(walletRegistryToken)
  const filter = useRegistryFilter()
  const choose = useChooseWallet()
  const deepLink = useWalletDeepLink()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [list, setList] = useState<ListState>({ status: 'loading', wallets: [], count: 0, page: 0 })
  const request = useRef(0)

  const load = (page: number, term: string, keep: readonly RegistryWallet[]) => {
    const id = ++request.current
    if (!filter) return setList({ status: 'ready', wallets: [], count: 0, page: 1 })
    setList((current) => ({ ...current, status: 'loading' }))
    registry.list({ page, entries: PAGE_SIZE, search: term || undefined, ...filter }).then(
      (result) => {
        if (id !== request.current) return
        setList({
          status: 'ready',
          wallets: [...keep, ...result.wallets],
          count: result.count,
          page: result.page,
        })
      },
      () => {
        if (id === request.current) setList((current) => ({ ...current, status: 'error' }))
      },
    )
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts over at page 1; load is remade each render and must not re-run it
  useEffect(() => load(1, search.trim(), []), [search])

  return (
    <div className="kp-stack">
      <label htmlFor={searchId} className="kp-sr-only">
        {t('allWallets.search')}
      </label>
      <div className="kp-connect-field">
        <SearchIcon size={18} />
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t('allWallets.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.status === 'error' ? (
        <div className="kp-stack" role="alert">
          <p className="kp-text">{t('allWallets.error')}</p>
          <button
            type="button"
            className="kp-button"
            onClick={() => load(list.page + 1, search.trim(), list.wallets)}
          >
            {t('allWallets.retry')}
          </button>
        </div>
      ) : null}
      {list.status === 'ready' && list.wallets.length === 0 ? (
        <p className="kp-text kp-text--muted" role="status">
          {t('allWallets.empty')}
        </p>
      ) : null}
      <ul className="kp-connect-grid" aria-label={t('allWallets.title')}>
        {list.wallets.map((wallet) => {
          const link = deepLink(wallet)
          const tile = (
            <>
              <WalletIcon src={wallet.imageUrl} name={wallet.name} size={48} />
              <span className="kp-connect-tile__name">{wallet.name}</span>
            </>
          )
          return (
            <li key={wallet.id}>
              {link ? (
                <a
                  className="kp-connect-tile"
                  title={wallet.name}
                  href={link.href}
                  onClick={link.onClick}
                >
                  {tile}
                </a>
              ) : (
                <button
                  type="button"
                  className="kp-connect-tile"
                  title={wallet.name}
                  onClick={() => choose(wallet)}
                >
                  {tile}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {list.status === 'loading' ? (
        <div className="kp-loading" role="status">
          <span className="kp-spinner" aria-hidden="true" />
          <span className="kp-sr-only">{t('modal.loading')}</span>
        </div>
      ) : null}
      {list.status === 'ready' && list.wallets.length < list.count ? (
        <button
          type="button"
          className="kp-button kp-button--secondary"
          onClick={() => load(list.page + 1, search.trim(), list.wallets)}
        >
          {t('allWallets.more')}
        </button>
      ) : null}
    </div>
  )
}
