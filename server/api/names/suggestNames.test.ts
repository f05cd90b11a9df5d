import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { NameStore } from './createNameStore.ts'
import { suggestNames } from './suggestNames.ts'
import { openTestNameStore } from './testing/openTestNameStore.ts'

describe('suggestNames', () => {
  let store: NameStore
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await openTestNameStore())
    for (const name of ['carol', 'carol1', 'carol3'])
      await store.insert({
        name: `${name}.keyport.id`,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        coinType: 60,
        attributes: {},
        createdAt: 1_700_000_000,
      })
  }, 30_000)
  afterAll(() => close())

  test('behavior: a taken name is flagged and followed by four free variants', async () => {
    expect(await suggestNames({ name: 'Carol.keyport.id', store })).toEqual({
      suggestions: [
        { name: 'carol.keyport.id', registered: true },
        { name: 'carol2.keyport.id', registered: false },
        { name: 'carol7.keyport.id', registered: false },
        { name: 'carol42.keyport.id', registered: false },
        { name: 'carol99.keyport.id', registered: false },
      ],
    })
  })

  test('behavior: a free name is offered first, as free', async () => {
    const { suggestions } = await suggestNames({ name: 'dave', store })
    expect(suggestions[0]).toEqual({ name: 'dave.keyport.id', registered: false })
    expect(suggestions).toHaveLength(5)
  })

  test('behavior: an invalid name is a 400 with the rule', async () => {
    await expect(suggestNames({ name: 'x!', store })).rejects.toMatchObject({ status: 400 })
  })
})
