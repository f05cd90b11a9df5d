import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { NameStore } from './createNameStore.ts'
import { registerName } from './registerName.ts'
import { openTestNameStore } from './testing/openTestNameStore.ts'

const now = () => 1_700_000_000_000
const seconds = 1_700_000_000
const owner = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())

describe('registerName', () => {
  let store: NameStore
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ store, close } = await openTestNameStore())
  }, 30_000)
  afterAll(() => close())

  const signed = async (
    message: unknown,
    { coinType = 60, signer = owner } = {},
  ): Promise<Parameters<typeof registerName>[0]['request']> => {
    // The coin type is signed too (a test's message may say otherwise).
    const text =
      typeof message === 'string' ? message : JSON.stringify({ coinType, ...(message as object) })
    return {
      coin_type: coinType,
      address: owner.address,
      message: text,
      signature: await signer.signMessage({ message: text }),
    }
  }
  const attempt = async (message: unknown, options?: Parameters<typeof signed>[1]) =>
    registerName({ request: await signed(message, options), store, now })

  test('behavior: a fresh, well-signed name is stored under the zone with its attributes', async () => {
    expect(
      await attempt({ name: 'Reg-One', attributes: { bio: 'hi' }, timestamp: seconds - 5 }),
    ).toEqual({ success: true })
    expect(await store.find('reg-one.keyport.id')).toMatchObject({
      address: owner.address,
      coinType: 60,
      attributes: { bio: 'hi' },
      createdAt: seconds,
    })
  })

  test('behavior: attributes may be left out; AppKit coin types map to ENSIP-11 ones', async () => {
    await attempt({ name: 'reg-two', timestamp: seconds }, { coinType: 0x80000001 })
    expect(await store.find('reg-two.keyport.id')).toMatchObject({ coinType: 60, attributes: {} })
    await attempt({ name: 'reg-three', timestamp: seconds }, { coinType: 0x80002105 })
    expect((await store.find('reg-three.keyport.id'))?.coinType).toBe(2147492101)
  })

  test('behavior: a message up to 30 s ahead of our clock is accepted (client clock skew)', async () => {
    expect(await attempt({ name: 'reg-skew', timestamp: seconds + 30 })).toEqual({ success: true })
  })

  test.each([
    [
      'a taken name',
      { name: 'reg-one.keyport.id', timestamp: seconds },
      {},
      409,
      'Name reg-one.keyport.id is already registered.',
    ],
    ['a short name', { name: 'abc', timestamp: seconds }, {}, 400, 'at least 4 characters'],
    [
      'an old message',
      { name: 'reg-old', timestamp: seconds - 601 },
      {},
      400,
      'older than 10 minutes',
    ],
    ['a future message', { name: 'reg-new', timestamp: seconds + 31 }, {}, 400, 'in the future'],
    [
      'a solana coin type',
      { name: 'reg-sol', timestamp: seconds },
      { coinType: 501 },
      400,
      'Invalid chainId',
    ],
    [
      'another signer',
      { name: 'reg-other', timestamp: seconds },
      { signer: other },
      401,
      `not made by ${owner.address}`,
    ],
    ['a message that is not JSON', 'hello', {}, 400, 'must be a JSON string'],
    [
      'a signed coin type of another chain (Base signed, chain 1 sent)',
      { name: 'reg-base', timestamp: seconds, coinType: 2147492101 },
      { coinType: 60 },
      400,
      'The signed message is for coin type 2147492101, the request for 60',
    ],
    [
      'a non-string attribute',
      { name: 'reg-attr', attributes: { n: 1 }, timestamp: seconds },
      {},
      400,
      'body.message.attributes.n',
    ],
    [
      'a fractional timestamp',
      { name: 'reg-ms', timestamp: now() + 0.5 },
      {},
      400,
      'body.message.timestamp',
    ],
  ])('behavior: %s is refused with a clear reason', async (_, message, options, status, text) => {
    await expect(attempt(message, options)).rejects.toMatchObject({
      status,
      message: expect.stringContaining(text),
    })
  })

  test('behavior: a garbage signature is a 401, not a crash', async () => {
    const request = {
      ...(await signed({ name: 'reg-junk', timestamp: seconds })),
      signature: `0x${'00'.repeat(65)}`,
    }
    await expect(registerName({ request, store, now })).rejects.toMatchObject({ status: 401 })
    expect(await store.find('reg-junk.keyport.id')).toBeUndefined()
  })
})
