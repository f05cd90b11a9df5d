import { keyportPaymasterAbi } from '@keyport/server/chain/abis.ts'
import { signPaymasterData } from '@keyport/server/chain/paymaster/paymasterData.ts'
import { accountAbstractionAccount } from '@keyport/stack'
import {
  type Address,
  type BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  http,
  type LocalAccount,
  parseEther,
  parseUnits,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  type KeyportTestAccount,
  startAccountAbstraction,
} from '../integration/support/startAccountAbstraction.ts'

// KeyportPaymaster pays only for the exact operation its signer signed, on this chain, through this
// paymaster, inside the signed window, once. Each attack below is a user operation an attacker
// controls completely (its own account signs it) carrying a paymaster signature that does not fit;
// it is handed to the EntryPoint directly (handleOps from the attacker's funded EOA, simulated) and
// to alto, and both refuse it without touching the paymaster's deposit.
describe('paymaster: KeyportPaymaster and the EntryPoint refuse what the signer did not sign', () => {
  let stack: AccountAbstractionStack
  const attacker = privateKeyToAccount(generatePrivateKey())
  const signer = accountAbstractionAccount('paymasterSigner')

  beforeAll(async () => {
    stack = await startAccountAbstraction()
    await createTestClient({ transport: http(stack.chain.rpcUrl), mode: 'anvil' }).setBalance({
      address: attacker.address,
      value: parseEther('10'),
    })
  }, 90_000)
  afterAll(() => stack?.stop())

  const usdc = () => stack.chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address
  const transfer = (to: Address, amount: string) => ({
    to: usdc(),
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 6)],
    }),
  })
  const now = async () => Number((await stack.client.getBlock()).timestamp)
  const depositOf = () =>
    stack.client.readContract({
      address: stack.paymaster,
      abi: keyportPaymasterAbi,
      functionName: 'getDeposit',
    })

  /** A 0-ETH account holding 100 USDC, and an operation of it, gas filled in, sponsored. */
  const sponsoredOperation = async (from?: KeyportTestAccount) => {
    const holder = from ?? (await stack.unfundedAccount())
    if (!from) await stack.fundToken(holder.account.address, 'USDC', parseUnits('100', 6))
    const prepared = await stack.bundlerClient.prepareUserOperation({
      account: holder.account,
      calls: [transfer(privateKeyToAccount(generatePrivateKey()).address, '1')],
      paymaster: stack.sponsor(),
    })
    return { holder, operation: prepared as unknown as UserOperation<'0.8'> }
  }

  /** paymasterData signed for `signed` (by `by`), put on `operation`. */
  const withPaymasterSignature = async (
    operation: UserOperation<'0.8'>,
    signed: {
      userOperation?: UserOperation<'0.8'>
      by?: LocalAccount
      chainId?: number
      paymaster?: Address
      validUntil?: number
      validAfter?: number
    } = {},
  ): Promise<UserOperation<'0.8'>> => {
    const fields = await signPaymasterData({
      userOperation: signed.userOperation ?? operation,
      chainId: signed.chainId ?? stack.chain.chainId,
      paymaster: signed.paymaster ?? stack.paymaster,
      validUntil: signed.validUntil ?? (await now()) + 600,
      validAfter: signed.validAfter ?? 0,
      signer: signed.by ?? signer,
    })
    return {
      ...operation,
      paymaster: stack.paymaster,
      paymasterData: fields.paymasterData,
      paymasterVerificationGasLimit: hexToBigInt(fields.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: hexToBigInt(fields.paymasterPostOpGasLimit),
    }
  }

  /** The account signs last, as an attacker who owns it would: only the paymaster part is wrong. */
  const signedByAccount = async (holder: KeyportTestAccount, operation: UserOperation<'0.8'>) => ({
    ...operation,
    signature: await holder.account.signUserOperation(operation),
  })

  /** What the EntryPoint (handleOps, simulated from the attacker's EOA) and alto say. */
  const refusals = async (operation: UserOperation<'0.8'>) => {
    const entryPoint = await stack.client
      .simulateContract({
        account: attacker,
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(operation)], attacker.address],
      })
      .then(() => 'accepted')
      .catch((caught: BaseError) => {
        const reverted = caught.walk((e) => e instanceof ContractFunctionRevertedError) as
          | ContractFunctionRevertedError
          | undefined
        const [, reason] = (reverted?.data?.args ?? []) as [bigint, string]
        return `${reverted?.data?.errorName}: ${reason}`
      })
    const bundler = await stack.bundlerClient
      .sendUserOperation({ ...operation, entryPointAddress: entryPoint08Address })
      .then(() => 'accepted')
      .catch((caught: BaseError) => caught.details ?? caught.shortMessage)
    return { entryPoint, bundler }
  }

  /** Refused by both, and nothing charged to the paymaster. */
  const expectRefused = async (operation: UserOperation<'0.8'>, reason: RegExp) => {
    const deposit = await depositOf()
    const result = await refusals(operation)
    expect(result.entryPoint).toMatch(new RegExp(`^FailedOp: ${reason.source}`))
    expect(result.bundler).toMatch(reason)
    expect(await depositOf()).toBe(deposit)
  }

  test('attack: a paymaster signature from another key is refused (AA34)', async () => {
    const { holder, operation } = await sponsoredOperation()
    const forged = await withPaymasterSignature(operation, {
      by: privateKeyToAccount(generatePrivateKey()),
    })
    await expectRefused(await signedByAccount(holder, forged), /AA34 signature error/)
  })

  test('attack: the stub paymasterData (pm_getPaymasterStubData hands it to anyone) is refused (AA34)', async () => {
    const { holder, operation } = await sponsoredOperation()
    const stub = await stack.sponsor().getPaymasterStubData(operation)
    await expectRefused(
      await signedByAccount(holder, { ...operation, ...stub }),
      /AA34 signature error/,
    )
  })

  test('attack: an expired paymaster signature is refused (AA32)', async () => {
    const { holder, operation } = await sponsoredOperation()
    const expired = await withPaymasterSignature(operation, { validUntil: (await now()) - 1 })
    await expectRefused(await signedByAccount(holder, expired), /AA32 paymaster expired or not due/)
  })

  test('attack: a paymaster signature that is not valid yet is refused (AA32)', async () => {
    const { holder, operation } = await sponsoredOperation()
    const early = await withPaymasterSignature(operation, { validAfter: (await now()) + 3600 })
    await expectRefused(await signedByAccount(holder, early), /AA32 paymaster expired or not due/)
  })

  test('attack: a paymaster signature made for another chain id is refused (AA34)', async () => {
    const { holder, operation } = await sponsoredOperation()
    const otherChain = await withPaymasterSignature(operation, { chainId: 8453 })
    await expectRefused(await signedByAccount(holder, otherChain), /AA34 signature error/)
  })

  test('attack: a paymaster signature made for another paymaster is refused (AA34)', async () => {
    const { holder, operation } = await sponsoredOperation()
    const otherPaymaster = await withPaymasterSignature(operation, {
      paymaster: privateKeyToAccount(generatePrivateKey()).address,
    })
    await expectRefused(await signedByAccount(holder, otherPaymaster), /AA34 signature error/)
  })

  test('attack: a paymaster signature moved to changed callData is refused (AA34)', async () => {
    const { holder, operation } = await sponsoredOperation()
    // Signed for "send 1 USDC"; sent as "send 99 USDC to the attacker".
    const signed = await withPaymasterSignature(operation)
    const changed: UserOperation<'0.8'> = {
      ...signed,
      callData: await holder.account.encodeCalls([transfer(attacker.address, '99')]),
    }
    await expectRefused(await signedByAccount(holder, changed), /AA34 signature error/)
  })

  test('attack: an executed sponsored operation replayed, or its paymaster signature on the next nonce, is refused (AA25, AA34)', async () => {
    // A first sponsored operation deploys the account, so the next ones carry no initCode.
    const first = await sponsoredOperation()
    const deployed = await stack.bundlerClient.sendUserOperation({
      account: first.holder.account,
      calls: [transfer(attacker.address, '1')],
      paymaster: stack.sponsor(),
    })
    await stack.bundlerClient.waitForUserOperationReceipt({ hash: deployed, timeout: 30_000 })

    const { operation } = await sponsoredOperation(first.holder)
    const executed = await signedByAccount(first.holder, operation)
    const hash = await stack.bundlerClient.sendUserOperation({
      ...executed,
      entryPointAddress: entryPoint08Address,
    })
    const receipt = await stack.bundlerClient.waitForUserOperationReceipt({
      hash,
      timeout: 30_000,
    })
    expect(receipt.success).toBe(true)

    // The very same operation again: its nonce is spent.
    await expectRefused(executed, /AA25 invalid account nonce/)
    // The paymaster's signature on the account's next nonce (the account signs that one anew).
    const nextNonce = await signedByAccount(first.holder, {
      ...operation,
      nonce: operation.nonce + 1n,
    })
    await expectRefused(nextNonce, /AA34 signature error/)
  }, 60_000)

  test('behavior: the same operation with the signer’s own paymasterData is accepted by both, and the deposit pays', async () => {
    const { holder, operation } = await sponsoredOperation()
    const signed = await signedByAccount(holder, await withPaymasterSignature(operation))
    const deposit = await depositOf()
    expect(await refusals(signed)).toEqual({ entryPoint: 'accepted', bundler: 'accepted' })
    await waitForDepositBelow(deposit)
  }, 60_000)

  /** alto bundles within a few hundred milliseconds; the deposit pays when it does. */
  const waitForDepositBelow = async (deposit: bigint) => {
    for (let i = 0; i < 100; i++) {
      if ((await depositOf()) < deposit) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('The paymaster never paid for the accepted operation.')
  }
})
