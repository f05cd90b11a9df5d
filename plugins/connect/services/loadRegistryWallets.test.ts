import { describe, expect, test } from 'vitest'
import { fakeWalletRegistry } from '../views/testing/fakeConnect.ts'
import { loadRegistryWallets, RECOMMENDED_FETCHED } from './loadRegistryWallets.ts'
import type { RegistryWallet, WalletRegistryListParameters } from './WalletRegistryService.ts'

const wallet = (id: string): RegistryWallet => ({ id, name: id, imageUrl: '' })
const ranked = ['keyport', 'metamask', 'coinbase', 'trust', 'rainbow', 'rabby', 'zerion', 'okx']
  .concat(Array.from({ length: 12 }, (_, i) => `w${i}`))
  .map(wallet)

/** The fake registry (include and exclude honoured), recording each request. */
function recording(wallets = ranked) {
  const calls: WalletRegistryListParameters[] = []
  const inner = fakeWalletRegistry(wallets)
  const registry = {
    list: (options: WalletRegistryListParameters) => {
      calls.push(options)
      return inner.list(options)
    },
  }
  return { registry, calls }
}

const ids = (list: readonly { id: string }[]) => list.map((w) => w.id)

describe('loadRegistryWallets', () => {
  test('behavior: recommended is the first page by rank, featured and recent ids left out', async () => {
    const { registry, calls } = recording()
    const result = await loadRegistryWallets({
      registry,
      options: { featuredWalletIds: ['rainbow', 'metamask'] },
      recent: [{ id: 'okx' }, { id: 'io.rabby', rdns: 'io.rabby' }],
    })
    expect(ids(result.wallets)).toEqual(['metamask', 'rainbow', 'okx'])
    expect(ids(result.recommended)).toEqual([
      'keyport',
      'coinbase',
      'trust',
      'rabby',
      'zerion',
      'w0',
      'w1',
      'w2',
    ])
    // An rdns is not a registry id: the API would refuse the whole query for it.
    expect(calls).toEqual([
      { include: ['rainbow', 'metamask', 'okx'], entries: 3 },
      {
        page: 1,
        entries: RECOMMENDED_FETCHED,
        include: [],
        exclude: ['rainbow', 'metamask', 'okx'],
      },
    ])
  })

  test('behavior: includeWalletIds and excludeWalletIds go to the recommended request', async () => {
    const { registry, calls } = recording()
    const result = await loadRegistryWallets({
      registry,
      options: { includeWalletIds: ['zerion', 'trust', 'okx'], excludeWalletIds: ['okx'] },
    })
    expect(ids(result.recommended)).toEqual(['trust', 'zerion'])
    expect(calls).toEqual([
      {
        page: 1,
        entries: RECOMMENDED_FETCHED,
        include: ['zerion', 'trust', 'okx'],
        exclude: ['okx'],
      },
    ])
  })

  test('behavior: an include list of unreadable ids asks for no recommended wallets', async () => {
    const { registry, calls } = recording()
    const result = await loadRegistryWallets({
      registry,
      options: { includeWalletIds: ['io.metamask'] },
    })
    expect(result).toEqual({ wallets: [], recommended: [] })
    expect(calls).toEqual([])
  })

  test('behavior: without recommended (no WalletConnect) only featured ids are asked', async () => {
    const { registry, calls } = recording()
    const result = await loadRegistryWallets({
      registry,
      options: { featuredWalletIds: ['trust'] },
      recommended: false,
    })
    expect(ids(result.wallets)).toEqual(['trust'])
    expect(result.recommended).toEqual([])
    expect(calls).toHaveLength(1)
  })

  test('behavior: a registry that is not available is not asked', async () => {
    const { registry, calls } = recording()
    const result = await loadRegistryWallets({
      registry: { ...registry, available: false },
      options: { featuredWalletIds: ['trust'] },
    })
    expect(result).toEqual({ wallets: [], recommended: [] })
    expect(calls).toEqual([])
  })

  test('behavior: a failed request leaves only its own part empty', async () => {
    let call = 0
    const inner = fakeWalletRegistry(ranked)
    const registry = {
      list: (options: WalletRegistryListParameters) =>
        ++call === 1 ? Promise.reject(new Error('offline')) : inner.list(options),
    }
    const result = await loadRegistryWallets({
      registry,
      options: { featuredWalletIds: ['trust'] },
    })
    expect(result.wallets).toEqual([])
    expect(ids(result.recommended)).toHaveLength(RECOMMENDED_FETCHED)
  })
})
