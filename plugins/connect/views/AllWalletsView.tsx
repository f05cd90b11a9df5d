import { useService, useT } from '@keyport/kernel/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { connectSettingsToken } from '../hooks/connectOptionsToken.ts'
import { isRegistryWalletId } from '../services/registryWalletId.ts'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import { walletRegistryToken } from '../tokens.ts'
import { ListButton } from './ListButton.tsx'
import { useChooseWallet } from './useChooseWallet.ts'

const PAGE_SIZE = 40

type ListState =
  | { status: 'loading'; wallets: readonly RegistryWallet[]; count: number; page: number }
  | { status: 'ready'; wallets: readonly RegistryWallet[]; count: number; page: number }
  | { status: 'error'; wallets: readonly RegistryWallet[]; count: number; page: number }

/**
 * Every wallet of the registry the app allows (`includeWalletIds`, `excludeWalletIds`): a search
 * box and a paged list of buttons.
 */
export default function AllWalletsView() {
  const t = useT()
  const registry = useService(walletRegistryToken)
  const filter = useRegistryFilter()
  const choose = useChooseWallet()
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
      <input
        id={searchId}
        type="search"
        value={search}
        placeholder={t('allWallets.search')}
        onChange={(event) => setSearch(event.target.value)}
        className="kp-button kp-button--secondary"
        style={{ justifyContent: 'flex-start', fontWeight: 400, cursor: 'text' }}
      />
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
      <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
        {list.wallets.map((wallet) => (
          <li key={wallet.id}>
            <ListButton name={wallet.name} icon={wallet.imageUrl} onClick={() => choose(wallet)} />
          </li>
        ))}
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

/** The app's include and exclude lists, as registry ids the API accepts (an rdns is not one). */
function useRegistryFilter() {
  const { walletOptions } = useService(connectSettingsToken)
  return useMemo(() => {
    const { includeWalletIds = [], excludeWalletIds = [] } = walletOptions
    const include = includeWalletIds.filter(isRegistryWalletId)
    // An include list the API cannot read must not widen to every wallet: then none is listed.
    if (includeWalletIds.length > 0 && include.length === 0) return undefined
    return { include, exclude: excludeWalletIds.filter(isRegistryWalletId) }
  }, [walletOptions])
}
