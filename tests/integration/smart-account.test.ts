import type { DeployedChain } from '@keyport/server/chain/index.ts'
import { type Chain, type PublicClient, parseEther, type Transport } from 'viem'
import type { BundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from './support/startAccountAbstraction.ts'

// Real anvil, the real EntryPoint v0.8 and account factory deployed at seeding, and Pimlico's alto
// as the bundler, reached through the data API's JSON-RPC endpoint as the secure frame reaches it.
// Every owner key is fresh and every account is funded with anvil_setBalance.
describe('smart accounts: ERC-4337 on the local chain through the bundler', () => {
  let stack: AccountAbstractionStack
  let chain: DeployedChain
  let client: PublicClient<Transport, Chain>
  let bundlerClient: BundlerClient

  beforeAll(async () => {
    stack = await startAccountAbstraction()
    ;({ chain, client, bundlerClient } = stack)
  }, 90_000)
  afterAll(() => stack?.stop())

  const fundedAccount = () => stack.fundedAccount()
  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

  test('behavior: the bundler serves the canonical EntryPoint v0.8 through the API', async () => {
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([
      '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    ])
  })

  test('behavior: the first user operation deploys the counterfactual account and sends', async () => {
    const { owner, account } = await fundedAccount()
    const to = freshAddress()
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to, value: parseEther('0.25') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
    const ownerOf = await client.readContract({
      address: account.address,
      abi: [
        {
          type: 'function',
          name: 'owner',
          inputs: [],
          outputs: [{ type: 'address' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'owner',
    })
    expect(ownerOf).toBe(owner.address)
    // The bundle went to the chain as a transaction of the bundler's executor, not of the owner.
    const tx = await client.getTransaction({ hash: receipt.receipt.transactionHash })
    expect(tx.from).not.toBe(owner.address.toLowerCase())
    expect(await client.getTransactionCount({ address: owner.address })).toBe(0)
  })

  test('behavior: a batch of calls goes as one user operation, in one transaction', async () => {
    const { account } = await fundedAccount()
    const [a, b, c] = [freshAddress(), freshAddress(), freshAddress()]
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [
        { to: a, value: parseEther('0.1') },
        { to: b, value: parseEther('0.2') },
        { to: c, value: parseEther('0.3') },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await Promise.all([a, b, c].map((address) => client.getBalance({ address })))).toEqual([
      parseEther('0.1'),
      parseEther('0.2'),
      parseEther('0.3'),
    ])
    // A second operation from the deployed account needs no factory and still works.
    const again = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: a, value: 1n }],
    })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: again })).success).toBe(true)
    expect(await client.getBalance({ address: a })).toBe(parseEther('0.1') + 1n)
  })

  test('behavior: a signature verifies by ERC-6492 before deployment and by ERC-1271 after', async () => {
    const { owner, account } = await fundedAccount()
    const message = 'Sign in to Keyport'

    const before = await account.signMessage({ message })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    // ERC-6492 wrapped: factory, its calldata and the inner signature, then the magic suffix.
    expect(
      before.endsWith('6492649264926492649264926492649264926492649264926492649264926492'),
    ).toBe(true)
    expect(
      await client.verifyMessage({ address: account.address, message, signature: before }),
    ).toBe(true)
    expect(
      await client.verifyMessage({ address: account.address, message: 'other', signature: before }),
    ).toBe(false)

    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: freshAddress(), value: 1n }],
    })
    await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(await client.getCode({ address: account.address })).toBeDefined()

    const after = await account.signMessage({ message })
    expect(after).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await client.verifyMessage({ address: account.address, message, signature: after }),
    ).toBe(true)
    // The 6492 form made before deployment still verifies once the account exists.
    expect(
      await client.verifyMessage({ address: account.address, message, signature: before }),
    ).toBe(true)
    // The owner's plain EOA signature is not the account's: no replay from the EOA.
    const ownerSignature = await owner.signMessage({ message })
    expect(
      await client.verifyMessage({ address: account.address, message, signature: ownerSignature }),
    ).toBe(false)
    // Typed data too.
    const typed = {
      domain: { name: 'Test', version: '1', chainId: chain.chainId },
      types: { Hello: [{ name: 'who', type: 'string' }] },
      primaryType: 'Hello' as const,
      message: { who: 'world' },
    }
    const typedSignature = await account.signTypedData(typed)
    expect(
      await client.verifyTypedData({
        address: account.address,
        ...typed,
        signature: typedSignature,
      }),
    ).toBe(true)
  })
})
