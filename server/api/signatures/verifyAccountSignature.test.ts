import {
  type Address,
  type Hex,
  hashMessage,
  type PublicClient,
  serializeErc8010Signature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { verifyAccountSignature } from './verifyAccountSignature.ts'

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const delegate = `0x${'de'.repeat(20)}` as Address
const designator = `0xef0100${delegate.slice(2)}` as Hex
const message = 'sign in to shop.example'
const hash = hashMessage(message)

/** A chain where `owner` has `code` and whose ERC-1271 / ERC-6492 check answers `contractSays`. */
function chainWith(code: Hex | undefined, contractSays = true) {
  const verifyHash = vi.fn(async () => contractSays)
  const client = { getCode: vi.fn(async () => code), verifyHash } as unknown as PublicClient
  return { client, verifyHash }
}

describe('verifyAccountSignature', () => {
  test('behavior: the owner key signs for a delegated EOA, without asking the chain about 1271', async () => {
    const { client, verifyHash } = chainWith(designator, false)
    const signature = await owner.signMessage({ message })
    expect(await verifyAccountSignature(client, { address: owner.address, hash, signature })).toBe(
      true,
    )
    expect(
      await verifyAccountSignature(undefined, { address: owner.address, hash, signature }),
    ).toBe(true)
    expect(verifyHash).not.toHaveBeenCalled()
  })

  test('behavior: a contract (real code) is asked through ERC-1271 / ERC-6492', async () => {
    const { client, verifyHash } = chainWith('0x6080604052', true)
    const signature = await stranger.signMessage({ message })
    expect(await verifyAccountSignature(client, { address: owner.address, hash, signature })).toBe(
      true,
    )
    expect(verifyHash).toHaveBeenCalledWith({ address: owner.address, hash, signature })
  })

  test("attack: another key's signature for a delegated EOA is refused even if its delegate's 1271 says yes", async () => {
    const { client, verifyHash } = chainWith(designator, true)
    const signature = await stranger.signMessage({ message })
    expect(await verifyAccountSignature(client, { address: owner.address, hash, signature })).toBe(
      false,
    )
    expect(verifyHash).not.toHaveBeenCalled()
  })

  test("behavior: a trusted delegate's ERC-1271 is asked for a delegated EOA", async () => {
    const { client } = chainWith(designator, true)
    const signature = await stranger.signMessage({ message })
    expect(
      await verifyAccountSignature(client, {
        address: owner.address,
        hash,
        signature,
        trustedDelegates: [delegate.toUpperCase().replace('0X', '0x') as Address],
      }),
    ).toBe(true)
  })

  test('attack: an ERC-8010 signature delegating to an untrusted contract is refused', async () => {
    const { client, verifyHash } = chainWith(undefined, true)
    const authorization = await owner.signAuthorization({ address: delegate, chainId: 1, nonce: 0 })
    const signature = serializeErc8010Signature({
      authorization,
      signature: await stranger.signMessage({ message }),
    })
    expect(await verifyAccountSignature(client, { address: owner.address, hash, signature })).toBe(
      false,
    )
    expect(verifyHash).not.toHaveBeenCalled()
  })

  test('behavior: no chain, a malformed signature and the zero address are no match', async () => {
    const signature = await stranger.signMessage({ message })
    expect(
      await verifyAccountSignature(undefined, { address: owner.address, hash, signature }),
    ).toBe(false)
    const { client } = chainWith(undefined, false)
    expect(
      await verifyAccountSignature(client, { address: owner.address, hash, signature: '0x1234' }),
    ).toBe(false)
    expect(
      await verifyAccountSignature(client, {
        address: '0x0000000000000000000000000000000000000000',
        hash,
        signature,
      }),
    ).toBe(false)
  })
})
