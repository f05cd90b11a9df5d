import { randomUUID } from 'node:crypto'
import { createCheckoutStore } from '@keyport/server/api/onramp/createCheckoutStore.ts'
import { solanaTreasury } from '@keyport/server/api/onramp/sendFromSolanaTreasury.ts'
import { startSolanaIndexedTestStack } from '@keyport/server/indexer/testing/startSolanaIndexedTestStack.ts'
import { address, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The Solana on-ramp pays out real (local) funds from a treasury: a bad address or amount must be
// a 4xx with a reason, and the treasury must not have sent anything.
const card =
  'paymentMethod=card&cardNumber=4242+4242+4242+4242&cardExpiry=12%2F99&cardCvc=123&paymentCurrency=USD'
const evmAddress = '0x000000000000000000000000000000000000dEaD'
type Reasons = { code?: string; reasons?: { description: string }[] }

describe('server: the Solana on-ramp sends nothing on bad input', () => {
  let stack: Awaited<ReturnType<typeof startSolanaIndexedTestStack>>
  beforeAll(async () => {
    stack = await startSolanaIndexedTestStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const treasurySends = async () =>
    (
      await stack.rpc
        .getSignaturesForAddress(address(solanaTreasury().address), { commitment: 'confirmed' })
        .send()
    ).length
  const generate = (wallet: Record<string, unknown>) =>
    fetch(`${stack.api.url}/v1/generators/onrampurl?projectId=keyport-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destinationWallets: [wallet], partnerUserId: 'attacker' }),
    })
  const buy = (url: string, form: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    })

  test.each([
    [evmAddress, 'is not a Solana address'],
    ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kqOl', 'Solana address (base58 text of 32 bytes)'],
    ['11111', 'Solana address (base58 text of 32 bytes)'],
  ])('attack: a checkout delivering on solana to %s is a 400', async (wallet, reason) => {
    const answer = await generate({ address: wallet, blockchains: ['solana'], assets: ['SOL'] })
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as Reasons
    expect(body.reasons?.[0]?.description).toContain(reason)
  })

  test.each([
    ['5', 'below the minimum'],
    ['7500.01', 'above the maximum'],
    ['-10', 'is not a fiat amount'],
    ['1e3', 'is not a fiat amount'],
    ['0.00', 'below the minimum'],
  ])('attack: a Buy of %s USD is a 400 and the treasury sends nothing', async (amount, reason) => {
    const buyer = (await generateKeyPairSigner()).address
    const created = await generate({ address: buyer, blockchains: ['solana'], assets: ['SOL'] })
    const { url } = (await created.json()) as { url: string }
    const before = await treasurySends()
    const answer = await buy(url, `network=solana&asset=SOL&amount=${amount}&${card}`)
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(reason)
    expect(await treasurySends()).toBe(before)
    expect((await stack.rpc.getBalance(buyer).send()).value).toBe(0n)
  })

  test('attack: a stored checkout naming a 0x address for solana is refused at Buy, before anything is sent', async () => {
    // A row written by another writer (or before the check at creation): the Buy checks again.
    const id = randomUUID()
    const now = Date.now()
    await createCheckoutStore(stack.api.db).insert(
      {
        id,
        projectId: 'keyport-dev',
        partnerUserId: 'attacker',
        wallets: [{ address: evmAddress, blockchains: ['solana'], assets: ['SOL'] }],
        defaultNetwork: 'solana',
        presetCryptoAmount: null,
        presetFiatAmount: null,
        expiresAt: new Date(now + 60_000),
      },
      new Date(now),
    )
    const before = await treasurySends()
    const answer = await buy(
      `${stack.api.url}/onramp/checkout?session=${id}`,
      `network=solana&asset=SOL&amount=100&${card}`,
    )
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('is not a Solana address')
    expect(await treasurySends()).toBe(before)
  })
})
