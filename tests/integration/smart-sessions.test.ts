import { keyportSessionAbi, toKeyportSessionAccount } from '@keyport/email-social/session-keys'
import {
  type Address,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  parseEther,
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
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from './support/startAccountAbstraction.ts'

// Real anvil, EntryPoint v0.8, KeyportAccount and Pimlico's alto behind the data API, as an app
// reaches them. Each test makes a fresh owner and a fresh session key. Every refusal is shown
// twice: the bundler (reached through the data API) refuses the user operation, and the same
// operation handed straight to the EntryPoint's handleOps by an EOA reverts on chain, so the
// contract, not the bundler, is what enforces the grant.
describe('smart sessions: session keys on KeyportAccount', () => {
  let stack: AccountAbstractionStack
  let client: PublicClient<Transport, Chain>
  let bundlerClient: BundlerClient
  const submitter = mnemonicToAccount(
    'test test test test test test test test test test test junk',
    { addressIndex: 9 },
  )

  beforeAll(async () => {
    stack = await startAccountAbstraction()
    ;({ client, bundlerClient } = stack)
  }, 90_000)
  afterAll(() => stack?.stop())

  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
  const send = async (
    account: SmartAccount,
    calls: { to: Address; value?: bigint; data?: Hex }[],
  ) => {
    const hash = await bundlerClient.sendUserOperation({ account, calls })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    return receipt
  }
  const blockTime = async () => (await client.getBlock()).timestamp

  /** A deployed, funded account whose owner granted `key` the given session. */
  const grantedAccount = async (grant: {
    targets: Address[]
    spendLimit: bigint
    validUntil?: bigint
  }) => {
    const { owner, account } = await stack.fundedAccount()
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const validUntil = grant.validUntil ?? (await blockTime()) + 3600n
    const grantCall = encodeFunctionData({
      abi: keyportSessionAbi,
      functionName: 'grantSession',
      args: [sessionKey.address, grant.targets, grant.spendLimit, Number(validUntil)],
    })
    // The owner's user operation deploys the account and grants in one go, as the frame does.
    await send(account, [{ to: account.address, data: grantCall }])
    const session = await toKeyportSessionAccount({ client, address: account.address, sessionKey })
    return { owner, account, sessionKey, session }
  }

  /** The bundler refuses the session's user operation; the message names why. */
  const refusedByBundler = async (
    session: SmartAccount,
    calls: { to: Address; value?: bigint }[],
  ) => {
    const error = await bundlerClient
      .sendUserOperation({ account: session, calls })
      .then(() => undefined)
      .catch((caught: unknown) => caught as BaseError)
    expect(error).toBeInstanceOf(BaseError)
    return error!
  }

  /**
   * The same operation, signed by the session key, sent to EntryPoint.handleOps by an ordinary
   * account: the revert reason (FailedOp's AA code) and the account's own error, if it reverted.
   */
  const refusedOnChain = async (
    session: SmartAccount,
    calls: { to: Address; value?: bigint; data?: Hex }[],
  ) => {
    const prepared = await bundlerClient.prepareUserOperation({
      account: session,
      calls,
      // Fixed gas: estimation would run into the very refusal this checks.
      callGasLimit: 200_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 100_000n,
    })
    // viem types the prepared operation as a union over every EntryPoint version; this one is 0.8.
    const operation = prepared as unknown as UserOperation<'0.8'>
    const signature = await session.signUserOperation(operation)
    const packed = toPackedUserOperation({ ...operation, signature })
    const error = await client
      .simulateContract({
        account: submitter,
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[packed], submitter.address],
      })
      .then(() => undefined)
      .catch((caught: unknown) => caught as BaseError)
    expect(error).toBeInstanceOf(BaseError)
    const reverted = error!.walk((e) => e instanceof ContractFunctionRevertedError) as
      | ContractFunctionRevertedError
      | undefined
    const [, reason, inner] = (reverted?.data?.args ?? []) as [bigint, string, Hex | undefined]
    const accountError =
      inner && inner !== '0x'
        ? decodeErrorResult({ abi: keyportSessionAbi, data: inner }).errorName
        : undefined
    return { reason, accountError }
  }

  test('behavior: an app sends an allowed call with the session key, without the owner', async () => {
    const target = freshAddress()
    const { account, sessionKey, session, owner } = await grantedAccount({
      targets: [target],
      spendLimit: parseEther('0.05'),
    })
    expect(session.address).toBe(account.address)

    const receipt = await send(session, [{ to: target, value: parseEther('0.01') }])

    expect(await client.getBalance({ address: target })).toBe(parseEther('0.01'))
    expect(receipt.sender).toBe(account.address)
    const stored = await client.readContract({
      address: account.address,
      abi: keyportSessionAbi,
      functionName: 'getSession',
      args: [sessionKey.address],
    })
    // The value plus the operation's maximum gas cost (counted whoever pays it).
    expect(stored.spent).toBeGreaterThanOrEqual(parseEther('0.01'))
    expect(stored.spent).toBeLessThan(parseEther('0.02'))
    expect(stored.targets).toEqual([target])
    // The owner key never signed this operation: the owner's own path is untouched.
    expect(await client.getTransactionCount({ address: owner.address })).toBe(0)
  })

  test('behavior: a call to a target outside the grant is refused on chain', async () => {
    const allowed = freshAddress()
    const other = freshAddress()
    const { session } = await grantedAccount({ targets: [allowed], spendLimit: parseEther('1') })

    const bundlerError = await refusedByBundler(session, [{ to: other, value: 1n }])
    expect(bundlerError.message).toMatch(/AA23|reverted/)
    // A batch that hides the other target behind an allowed one is refused too.
    await refusedByBundler(session, [
      { to: allowed, value: 1n },
      { to: other, value: 1n },
    ])
    const onChain = await refusedOnChain(session, [{ to: other, value: 1n }])
    expect(onChain).toEqual({ reason: 'AA23 reverted', accountError: 'SessionTargetNotAllowed' })
    expect(await client.getBalance({ address: other })).toBe(0n)
  })

  test('behavior: spending past the cumulative limit is refused on chain', async () => {
    const target = freshAddress()
    // The limit counts each operation's maximum gas cost too (a few thousandths of an ether here).
    const { session } = await grantedAccount({ targets: [target], spendLimit: parseEther('0.1') })
    await send(session, [{ to: target, value: parseEther('0.06') }])

    // Within the limit on its own, over it with what was spent before.
    await refusedByBundler(session, [{ to: target, value: parseEther('0.06') }])
    const onChain = await refusedOnChain(session, [{ to: target, value: parseEther('0.06') }])
    expect(onChain).toEqual({ reason: 'AA23 reverted', accountError: 'SessionSpendLimitExceeded' })
    expect(await client.getBalance({ address: target })).toBe(parseEther('0.06'))
  })

  test('behavior: an expired session key is refused on chain', async () => {
    const target = freshAddress()
    const { session } = await grantedAccount({
      targets: [target],
      spendLimit: parseEther('1'),
      validUntil: (await blockTime()) - 60n,
    })

    await refusedByBundler(session, [{ to: target, value: 1n }])
    const onChain = await refusedOnChain(session, [{ to: target, value: 1n }])
    expect(onChain).toEqual({ reason: 'AA22 expired or not due', accountError: undefined })
    expect(await client.getBalance({ address: target })).toBe(0n)
  })

  test('behavior: a revoked session key is refused on chain', async () => {
    const target = freshAddress()
    const { account, session, sessionKey } = await grantedAccount({
      targets: [target],
      spendLimit: parseEther('1'),
    })
    await send(session, [{ to: target, value: 1n }])

    const revoke = encodeFunctionData({
      abi: keyportSessionAbi,
      functionName: 'revokeSession',
      args: [sessionKey.address],
    })
    await send(account, [{ to: account.address, data: revoke }])

    await refusedByBundler(session, [{ to: target, value: 1n }])
    const onChain = await refusedOnChain(session, [{ to: target, value: 1n }])
    expect(onChain).toEqual({ reason: 'AA24 signature error', accountError: undefined })
    expect(await client.getBalance({ address: target })).toBe(1n)
  })

  test('behavior: a session key cannot reach the account itself, so it cannot widen its grant', async () => {
    const target = freshAddress()
    const { account, session, sessionKey } = await grantedAccount({
      targets: [target],
      spendLimit: parseEther('1'),
    })
    const widen = encodeFunctionData({
      abi: keyportSessionAbi,
      functionName: 'grantSession',
      args: [sessionKey.address, [target, freshAddress()], parseEther('100'), 2 ** 40],
    })
    expect(await refusedOnChain(session, [{ to: account.address, data: widen }])).toEqual({
      reason: 'AA23 reverted',
      accountError: 'SessionTargetNotAllowed',
    })
    // And the owner cannot list the account (or the EntryPoint) as a session target.
    const grantSelf = encodeFunctionData({
      abi: keyportSessionAbi,
      functionName: 'grantSession',
      args: [freshAddress(), [account.address], 1n, 2 ** 40],
    })
    await expect(
      bundlerClient.sendUserOperation({
        account,
        calls: [{ to: account.address, data: grantSelf }],
      }),
    ).rejects.toThrow(/InvalidSessionGrant|reverted|execution/)
  })
})
