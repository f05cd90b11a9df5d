import { keyportSessionAbi, toKeyportSessionAccount } from '@keyport/email-social/session-keys'
import {
  type Address,
  type BaseError,
  type Chain,
  ContractFunctionRevertedError,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseGwei,
  type Transport,
} from 'viem'
import {
  type BundlerClient,
  entryPoint08Abi,
  entryPoint08Address,
  type SmartAccount,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from '../integration/support/startAccountAbstraction.ts'

// An app holds a session key with a small ETH limit (issue 37, finding 5). KeyportAccount used to
// count only `missingAccountFunds` against that limit: the part of an operation's gas the
// account's EntryPoint deposit does not already cover. With a deposit there (the owner's, or the
// refunds of the owner's own operations), that part is 0, so the key could sign operations with
// any gas price and, submitting them itself with its own address as the beneficiary, move the
// deposit to itself as "gas". The account now counts every operation's maximum gas cost.
describe('keys: a session key and the account’s gas (issue 37)', () => {
  let stack: AccountAbstractionStack
  let client: PublicClient<Transport, Chain>
  let bundlerClient: BundlerClient
  // The key holder's own EOA: it submits handleOps itself, so it is the beneficiary of the gas.
  const attacker = privateKeyToAccount(generatePrivateKey())

  beforeAll(async () => {
    stack = await startAccountAbstraction()
    ;({ client, bundlerClient } = stack)
    await createTestClient({ transport: http(stack.chain.rpcUrl), mode: 'anvil' }).setBalance({
      address: attacker.address,
      value: parseEther('10'),
    })
  }, 90_000)
  afterAll(() => stack?.stop())

  const wallet = () =>
    createWalletClient({ account: attacker, chain: client.chain, transport: http() })
  const depositOf = (address: Address) =>
    client.readContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'balanceOf',
      args: [address],
    })

  /** A deployed account whose owner granted a fresh key `spendLimit` for one target. */
  const grantedAccount = async (spendLimit: bigint) => {
    const { account } = await stack.fundedAccount()
    const target = privateKeyToAccount(generatePrivateKey()).address
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const validUntil = Number((await client.getBlock()).timestamp) + 3600
    const grant = encodeFunctionData({
      abi: keyportSessionAbi,
      functionName: 'grantSession',
      args: [sessionKey.address, [target], spendLimit, validUntil],
    })
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: account.address, data: grant }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    const session = await toKeyportSessionAccount({ client, address: account.address, sessionKey })
    return { account, target, sessionKey, session }
  }

  /** An operation the key signs with the gas price it likes, handed straight to the EntryPoint. */
  const handOps = async (session: SmartAccount, target: Address, feePerGas: bigint) => {
    const prepared = await bundlerClient.prepareUserOperation({
      account: session,
      calls: [{ to: target, value: 0n }],
      callGasLimit: 100_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 100_000n,
      maxFeePerGas: feePerGas,
      maxPriorityFeePerGas: feePerGas,
    })
    const operation = prepared as unknown as UserOperation<'0.8'>
    const packed = toPackedUserOperation({
      ...operation,
      signature: await session.signUserOperation(operation),
    })
    const beneficiary = privateKeyToAccount(generatePrivateKey()).address
    const args = [[packed], beneficiary] as const
    const refusal = await client
      .simulateContract({
        account: attacker,
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args,
      })
      .then(async () => {
        // Not refused: send it for real, so the test shows what the key took.
        const hash = await wallet().writeContract({
          address: entryPoint08Address,
          abi: entryPoint08Abi,
          functionName: 'handleOps',
          args,
        })
        await client.waitForTransactionReceipt({ hash })
        return undefined
      })
      .catch((caught: unknown) => caught as BaseError)
    const reverted = refusal?.walk((e) => e instanceof ContractFunctionRevertedError) as
      | ContractFunctionRevertedError
      | undefined
    const [, reason, inner] = (reverted?.data?.args ?? []) as [bigint, string, Hex | undefined]
    return {
      reason,
      accountError:
        inner && inner !== '0x'
          ? decodeErrorResult({ abi: keyportSessionAbi, data: inner }).errorName
          : undefined,
      paidToBeneficiary: await client.getBalance({ address: beneficiary }),
    }
  }

  test('attack: a session key cannot move the account’s EntryPoint deposit to itself as gas beyond its limit', async () => {
    const { account, session, target } = await grantedAccount(parseEther('0.001'))
    // Anyone may top up an account's deposit; here 1 ETH, so no prefund is missing.
    const hash = await wallet().writeContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'depositTo',
      args: [account.address],
      value: parseEther('1'),
    })
    await client.waitForTransactionReceipt({ hash })
    const before = await depositOf(account.address)
    expect(before).toBeGreaterThanOrEqual(parseEther('1'))

    // 500,000 gas at 1,000 gwei: up to 0.5 ETH of the deposit, 500 times the key's limit.
    const result = await handOps(session, target, parseGwei('1000'))

    expect(result).toEqual({
      reason: 'AA23 reverted',
      accountError: 'SessionSpendLimitExceeded',
      paidToBeneficiary: 0n,
    })
    expect(await depositOf(account.address)).toBe(before)
  })

  test('attack: a key granted no ETH cannot spend what the owner’s own operation left in the deposit', async () => {
    const { account, session, target } = await grantedAccount(0n)
    // The owner's operation (deploy and grant) prefunded its gas; the unused part stays in the
    // account's deposit.
    const deposit = await depositOf(account.address)
    expect(deposit).toBeGreaterThan(0n)
    const balance = await client.getBalance({ address: account.address })

    // A gas price at which the operation's 500,000 gas fit in that deposit: nothing is missing.
    const result = await handOps(session, target, deposit / 500_000n)

    expect(result).toEqual({
      reason: 'AA23 reverted',
      accountError: 'SessionSpendLimitExceeded',
      paidToBeneficiary: 0n,
    })
    expect(await client.getBalance({ address: account.address })).toBe(balance)
    expect(await depositOf(account.address)).toBe(deposit)
  })
})
