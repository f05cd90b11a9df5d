import { createStorage } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { createRecentWallets, RECENT_WALLETS_KEY } from './recentWallets.ts'

function setup() {
  const backend = createMemoryStorage()
  const storage = createStorage({ backend: () => backend })
  return { backend, storage, recent: createRecentWallets(storage) }
}

describe('createRecentWallets', () => {
  test('behavior: starts empty', () => {
    expect(setup().recent.list()).toEqual([])
  })

  test('behavior: keeps only the 2 most recent, newest first', () => {
    const { recent } = setup()
    recent.add({ id: 'a', rdns: 'io.a' })
    recent.add({ id: 'b', rdns: 'io.b' })
    recent.add({ id: 'c' })
    expect(recent.list()).toEqual([{ id: 'c' }, { id: 'b', rdns: 'io.b' }])
  })

  test.each([
    ['the same id', { id: 'a' }],
    ['the same rdns', { id: 'a-registry-id', rdns: 'io.a' }],
  ])('behavior: a wallet used again with %s moves first without a duplicate', (_, again) => {
    const { recent } = setup()
    recent.add({ id: 'a', rdns: 'io.a' })
    recent.add({ id: 'b' })
    recent.add(again)
    expect(recent.list()).toEqual([again, { id: 'b' }])
  })

  test('behavior: survives a reload (a new instance over the same storage)', () => {
    const { recent, storage } = setup()
    recent.add({ id: 'a', rdns: 'io.a' })
    expect(createRecentWallets(storage).list()).toEqual([{ id: 'a', rdns: 'io.a' }])
  })

  test.each([
    ['not JSON', '{'],
    ['not a list', '"a"'],
    ['entries without id', '[{"rdns":"io.a"},{"id":"b"}]'],
  ])('behavior: a stored value that is %s reads safely', (_, raw) => {
    const { recent, backend } = setup()
    backend.setItem(`@keyport/${RECENT_WALLETS_KEY}`, raw)
    expect(recent.list()).toEqual(raw.includes('"b"') ? [{ id: 'b' }] : [])
  })
})
