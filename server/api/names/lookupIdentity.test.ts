import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { NameStore } from './createNameStore.ts'
import { lookupIdentity } from './lookupIdentity.ts'
import { openTestNameStore } from './testing/openTestNameStore.ts'

const erin = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('lookupIdentity', () => {
  let store: NameStore
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await openTestNameStore())
  }, 30_000)
  afterAll(() => close())

  const add = (name: string, createdAt: number, avatar?: string) =>
    store.insert({
      name,
      address: erin,
      coinType: 60,
      attributes: avatar ? { avatar } : {},
      createdAt,
    })

  test('behavior: nulls for an address without names', async () => {
    expect(await lookupIdentity({ address: erin, store })).toEqual({ name: null, avatar: null })
  })

  test('behavior: the newest name is the primary one, with its avatar', async () => {
    await add('erin-old.keyport.id', 1_700_000_000, 'https://example.test/old.png')
    await add('erin-new.keyport.id', 1_700_000_100, 'ipfs://bafyavatar')
    expect(await lookupIdentity({ address: erin.toLowerCase(), store })).toEqual({
      name: 'erin-new.keyport.id',
      avatar: 'ipfs://bafyavatar',
    })
  })

  let later = 1_800_000_000
  test.each(['javascript:alert(1)', 'http://insecure.test/a.png', 'data:text/html,<script>'])(
    'behavior: the avatar %s is not passed on',
    async (avatar) => {
      await add(`erin-${Math.random().toString(36).slice(2, 8)}.keyport.id`, later++, avatar)
      expect((await lookupIdentity({ address: erin, store })).avatar).toBeNull()
    },
  )
})
