import { delegationOf, isContractCode } from '@keyport/kernel/chain'
import type { ApiChain } from '@keyport/server/api/ApiDeps.ts'
import { verifySignInSignature } from '@keyport/server/api/sessions/verifySignInSignature.ts'
import { verifyAccountSignature } from '@keyport/server/api/signatures/verifyAccountSignature.ts'
import { type Address, type Hex, hashMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type DelegatedChain,
  permissiveContractCode,
  startDelegatedChain,
} from '../integration/support/delegatedChain.ts'

// An EIP-7702 account runs its delegate's code, ERC-1271 included. A user tricked into delegating
// to a contract whose isValidSignature says yes to anything must not hand an attacker sign-ins
// with their address: for a delegated account only the account's own key (ecrecover) counts, and
// a delegate's ERC-1271 only if the delegate is trusted. A real contract keeps its ERC-1271.
const victim = privateKeyToAccount(`0x${'a1'.repeat(32)}` as Hex)
const attacker = privateKeyToAccount(`0x${'e1'.repeat(32)}` as Hex)
const drainer = '0x00000000000000000000000000000000000d4a1e' as Address
const domain = 'shop.example'

describe('delegated accounts and signatures', () => {
  let chain: DelegatedChain
  let deps: Parameters<typeof verifySignInSignature>[0]
  beforeAll(async () => {
    chain = await startDelegatedChain()
    await chain.setCode(drainer, permissiveContractCode)
    await chain.setCode(victim.address, chain.designator(drainer))
    deps = { chains: new Map([[1, { client: chain.client } as ApiChain]]), log: () => {} }
  }, 60_000)
  afterAll(() => chain?.stop())

  const signIn = async (address: Address, signer = attacker) => {
    const message = createSiweMessage({
      address,
      chainId: 1,
      domain,
      uri: `https://${domain}/`,
      version: '1',
      nonce: 'abcdefgh12345678',
      issuedAt: new Date(),
    })
    return { address, chainId: 1, message, signature: await signer.signMessage({ message }) }
  }

  test("attack: another key's SIWE signature for a delegated EOA whose delegate's ERC-1271 says yes to anything is refused", async () => {
    const request = await signIn(victim.address)
    // viem alone asks the delegate (ERC-6492 → ERC-1271) and is fooled: the gap we close.
    expect(await verifySiweMessage(chain.client, { ...request, domain })).toBe(true)
    expect(await verifySignInSignature(deps, request as never, new Date())).toBe(false)
    // The victim's own key still signs in.
    const own = await signIn(victim.address, victim)
    expect(await verifySignInSignature(deps, own as never, new Date())).toBe(true)
  })

  test('attack: code that only contains a delegation designator is a contract, and keeps its ERC-1271', async () => {
    // Real code (the permissive contract) with the designator's bytes after it: not a delegated
    // EOA, so its own isValidSignature decides; a loose prefix or substring match would refuse it.
    const wallet = '0x000000000000000000000000000000000000c0de' as Address
    const code = `${permissiveContractCode}${chain.designator(drainer).slice(2)}` as Hex
    await chain.setCode(wallet, code)
    const onChain = await chain.client.getCode({ address: wallet })
    expect(delegationOf(onChain)).toBeUndefined()
    expect(isContractCode(onChain)).toBe(true)
    const signature = await attacker.signMessage({ message: 'hello' })
    expect(
      await verifyAccountSignature(chain.client, {
        address: wallet,
        hash: hashMessage('hello'),
        signature,
      }),
    ).toBe(true)
    // A padded designator (23 bytes and more) is not one either.
    expect(delegationOf(`${chain.designator(drainer)}00`)).toBeUndefined()
  })
})
