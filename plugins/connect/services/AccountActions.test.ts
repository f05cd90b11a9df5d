import { coreFlags, type FeatureFlags } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { type AccountAction, createAccountActions } from './AccountActions.ts'
import { visibleAccountActions } from './visibleAccountActions.ts'

const action = (id: string, extra: Partial<AccountAction> = {}): AccountAction => ({
  id,
  label: id,
  view: 'Networks',
  ...extra,
})

const defaults = Object.fromEntries(
  Object.entries(coreFlags).map(([key, flag]) => [key, flag.default]),
) as unknown as FeatureFlags
const context = (flags: Partial<FeatureFlags> = {}, profileName: string | null = null) => ({
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  namespace: 'eip155' as const,
  chainId: 1,
  connectorId: 'auth',
  profileName,
  flags: { ...defaults, ...flags },
})

describe('createAccountActions', () => {
  test('behavior: adds actions once by id, in order, and removes them', () => {
    const actions = createAccountActions()
    const seen: string[][] = []
    actions.actions$.subscribe((list) => seen.push(list.map((a) => a.id)))
    const remove = actions.add(action('a'))
    actions.add(action('a', { label: 'again' }))
    actions.add(action('b'))
    expect(actions.actions.map((a) => [a.id, a.label])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ])
    remove()
    expect(seen.at(-1)).toEqual(['b'])
  })
})

describe('visibleAccountActions', () => {
  const all = [
    action('names/choose', { shows: ({ profileName }) => profileName === null }),
    action('send', { feature: 'send' }),
    action('buy', { feature: 'onramp' }),
    action('swap', { feature: 'swaps' }),
    action('receive', { feature: 'receive' }),
    action('export', { shows: ({ connectorId }) => connectorId === 'auth' }),
  ]
  const ids = (flags?: Partial<FeatureFlags>, name: string | null = null) =>
    visibleAccountActions(all, context(flags, name)).map((a) => a.id)

  test('behavior: features in walletFeaturesOrder (spec §9 by default), then the rest as added', () => {
    expect(ids()).toEqual(['buy', 'swap', 'receive', 'send', 'names/choose', 'export'])
    expect(ids({ walletFeaturesOrder: ['send', 'receive'] })).toEqual([
      'send',
      'receive',
      'names/choose',
      'export',
    ])
  })

  test('behavior: a feature whose flag is off is hidden; shows() decides for the account', () => {
    expect(ids({ swaps: false, onramp: false }, 'ada.keyport.id')).toEqual([
      'receive',
      'send',
      'export',
    ])
  })

  test('behavior: on Solana only actions that serve solana show; saying nothing means eip155 only', () => {
    const solana = {
      ...context(),
      namespace: 'solana' as const,
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    }
    const list = [
      action('swap', { feature: 'swaps', namespaces: ['eip155'] }),
      action('send', { feature: 'send', namespaces: ['eip155', 'solana'] }),
      action('names/choose'),
      action('solana-only', { namespaces: ['solana'] }),
    ]
    expect(visibleAccountActions(list, solana).map((a) => a.id)).toEqual(['send', 'solana-only'])
    expect(visibleAccountActions(list, context()).map((a) => a.id)).toEqual([
      'swap',
      'send',
      'names/choose',
    ])
  })
})
