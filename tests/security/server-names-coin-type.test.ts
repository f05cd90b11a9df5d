import { registerName } from '@keyport/server/api/names/registerName.ts'
import { openTestNameStore } from '@keyport/server/api/names/testing/openTestNameStore.ts'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// A registration body seen once (a proxy log, an extension) must not register the owner's address
// on another chain: the signature covers the coin type (docs/decisions/0021).
describe('name registration replayed for another chain', () => {
  let store: Awaited<ReturnType<typeof openTestNameStore>>
  beforeAll(async () => {
    store = await openTestNameStore()
  }, 30_000)
  afterAll(() => store.close())

  test('attack: a body signed for Base, sent again with the coin type of chain 1, is refused and stores nothing', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const now = () => 1_700_000_000_000
    const message = JSON.stringify({
      name: 'replayed-name',
      attributes: {},
      timestamp: 1_700_000_000,
      coinType: 2147492101,
    })
    const seen = {
      coin_type: 2147492101,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }
    await expect(
      registerName({ request: { ...seen, coin_type: 60 }, store: store.store, now }),
    ).rejects.toMatchObject({ status: 400, code: 'coin_type_mismatch' })
    expect(await store.store.find('replayed-name.keyport.id')).toBeUndefined()
    // The body as signed still works: only the chain it names.
    await registerName({ request: seen, store: store.store, now })
    expect((await store.store.find('replayed-name.keyport.id'))?.coinType).toBe(2147492101)
  })
})
