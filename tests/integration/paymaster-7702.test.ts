import { type Address, concat, erc20Abi, type Hex } from 'viem'
import { toSimple7702SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from './support/startAccountAbstraction.ts'

// Issue 33, seam 8: viem's simple-7702 account (implementation: the deployment's KeyportDelegate),
// an EOA with USDC and 0 ETH, sends its first user operation WITH its EIP-7702 authorization
// through viem's ERC-7677 paymaster client pointed at the data API's service and alto; the
// service sponsors it under keyport-dev's dev policy. The next operation carries no authorization
// (the EOA is delegated now) and is sponsored too. The address and its balances stay.
describe('paymaster service: an EIP-7702 account is delegated and sponsored in its first user operation', () => {
  let stack: AccountAbstractionStack
  beforeAll(async () => {
    stack = await startAccountAbstraction({ chainIds: [1] })
  }, 180_000)
  afterAll(() => stack?.stop())

  const usdcBalance = (owner: Address) =>
    stack.client.readContract({
      address: stack.chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  test('behavior: a 0-ETH EOA sends a sponsored batch carrying its authorization, then a sponsored op without it; it keeps its address and balances', async () => {
    const delegate = stack.chain.accountAbstraction.delegate as Address
    const usdc = stack.chain.tokens.find((token) => token.symbol === 'USDC')!.address as Address
    const owner = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await stack.fundToken(owner.address, 'USDC', 10_000_000n)
    const account = await toSimple7702SmartAccount({
      client: stack.client,
      owner,
      implementation: delegate,
    })
    expect(account.address).toBe(owner.address)
    expect(await stack.client.getCode({ address: owner.address })).toBeUndefined()
    const bundler = stack.serviceBundlerClient()
    const transfer = (amount: bigint) =>
      ({ to: usdc, abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }) as const

    // viem fills `authorization` (and the 0x7702 factory marker) because the EOA has no code yet.
    const prepared = await bundler.prepareUserOperation({
      account,
      calls: [transfer(1_000_000n), transfer(2_000_000n)],
    })
    expect(prepared.authorization?.address).toBe(delegate)
    expect(prepared.factory).toBe('0x7702')
    const authorization = await owner.signAuthorization({
      contractAddress: delegate,
      chainId: stack.chain.chainId,
      nonce: await stack.client.getTransactionCount({ address: owner.address }),
    })
    const first = await bundler.sendUserOperation({
      account,
      authorization,
      calls: [transfer(1_000_000n), transfer(2_000_000n)],
    })
    const firstReceipt = await bundler.waitForUserOperationReceipt({
      hash: first,
      timeout: 60_000,
    })
    expect(firstReceipt.success).toBe(true)
    expect(firstReceipt.sender).toBe(owner.address)
    expect(firstReceipt.paymaster).toBe(stack.paymaster)
    expect(await stack.client.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', delegate.toLowerCase() as Hex]),
    )
    // alto sent handleOps as a type-4 transaction with the EOA's authorization.
    const bundle = await stack.client.getTransaction({
      hash: firstReceipt.receipt.transactionHash,
    })
    expect(bundle.type).toBe('eip7702')
    expect(bundle.authorizationList?.map((entry) => entry.address.toLowerCase())).toEqual([
      delegate.toLowerCase(),
    ])

    // Delegated now: viem sends no authorization and no factory; the service still sponsors it.
    const second = await bundler.sendUserOperation({ account, calls: [transfer(500_000n)] })
    const secondReceipt = await bundler.waitForUserOperationReceipt({
      hash: second,
      timeout: 60_000,
    })
    expect(secondReceipt.success).toBe(true)
    expect(secondReceipt.paymaster).toBe(stack.paymaster)
    const secondBundle = await stack.client.getTransaction({
      hash: secondReceipt.receipt.transactionHash,
    })
    expect(secondBundle.authorizationList ?? []).toEqual([])

    expect(await usdcBalance(recipient)).toBe(3_500_000n)
    expect(await usdcBalance(owner.address)).toBe(6_500_000n)
    expect(await stack.client.getBalance({ address: owner.address })).toBe(0n)
  }, 150_000)
})
