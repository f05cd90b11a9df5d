import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { NameStore } from './createNameStore.ts'
import { openTestNameStore } from './testing/openTestNameStore.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('createNameStore', () => {
  let store: NameStore
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await openTestNameStore())
  }, 30_000)
  afterAll(() => close())

  const record = (name: string, createdAt: number) => ({
    name,
    address: alice,
    coinType: 2147492101,
    attributes: { bio: 'hi' },
    createdAt,
  })

  test('behavior: a name is stored once; the second insert reports it taken', async () => {
    expect(await store.insert(record('store-a.keyport.id', 1_700_000_000))).toBe(true)
    expect(await store.insert(record('store-a.keyport.id', 1_700_000_001))).toBe(false)
    expect(await store.find('store-a.keyport.id')).toEqual({
      ...record('store-a.keyport.id', 1_700_000_000),
      updatedAt: 1_700_000_000,
    })
    expect(await store.find('nobody.keyport.id')).toBeUndefined()
  })

  test('behavior: by address, in any case, newest first', async () => {
    await store.insert(record('store-b.keyport.id', 1_700_000_100))
    const names = (await store.byAddress(alice.toLowerCase())).map((r) => r.name)
    expect(names).toEqual(['store-b.keyport.id', 'store-a.keyport.id'])
  })

  test('behavior: taken() answers for many names in one query', async () => {
    expect(await store.taken(['store-a.keyport.id', 'free-one.keyport.id'])).toEqual(
      new Set(['store-a.keyport.id']),
    )
  })
})
