import { keyportDelegateAbi, weth9Abi } from '@keyport/server/chain/abis.ts'
import { type DeployedChain, toViemChain } from '@keyport/server/chain/index.ts'
import {
  type Address,
  concat,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  type PrivateKeyAccount,
  parseEther,
  verifyMessage,
  verifyTypedData,
  zeroAddress,
} from 'viem'
import { getUserOperationTypedData, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AccountAbstractionStack,
  startAccountAbstraction,
} from './support/startAccountAbstraction.ts'

// EIP-7702 on the local anvil with KeyportDelegate (server/chain/contracts/KeyportDelegate.sol):
// an EOA signs an authorization with viem's signAuthorization, sends its own type-4 transaction,
// and from then on is a smart account at the same address: atomic batches it calls on itself,
// ERC-1271 signatures, user operations through alto paid by KeyportPaymaster (signed by the EOA or
// by a session key it granted); an authorization to the zero address makes it a plain EOA again.
describe('KeyportDelegate: an EOA delegates with EIP-7702 and keeps its address', () => {
  let stack: AccountAbstractionStack
  let chain: DeployedChain
  let delegate: Address

  beforeAll(async () => {
    stack = await startAccountAbstraction({ chainIds: [1] })
    chain = stack.chain
    delegate = chain.accountAbstraction.delegate as Address
  }, 120_000)
  afterAll(() => stack?.stop())

  const walletOf = (account: PrivateKeyAccount) =>
    createWalletClient({ account, chain: toViemChain(chain), transport: http() })

  /** A fresh EOA with `eth` ETH (anvil_setBalance). */
  const fundedEoa = async (eth = '10') => {
    const account = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({
      address: account.address,
      value: parseEther(eth),
    })
    return account
  }

  /** The EOA's own type-4 transaction: delegate to `to` (the zero address undelegates), and call itself. */
  const delegateTo = async (account: PrivateKeyAccount, to: Address, data?: Hex) => {
    const wallet = walletOf(account)
    const authorization = await wallet.signAuthorization({ contractAddress: to, executor: 'self' })
    const hash = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: account.address,
      data,
    })
    return stack.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  const weth = () => chain.tokens.find((token) => token.wrappedNative)!.address as Address
  const wethBalance = (owner: Address) =>
    stack.client.readContract({
      address: weth(),
      abi: weth9Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  test('behavior: the local chain runs a hardfork with EIP-7702 and KeyportDelegate is deployed', async () => {
    const code = await stack.client.getCode({ address: delegate })
    expect(code).toMatch(/^0x[0-9a-f]{100,}/)
    expect(
      await stack.client.readContract({
        address: delegate,
        abi: keyportDelegateAbi,
        functionName: 'entryPoint',
      }),
    ).toBe(chain.accountAbstraction.entryPoint)
    // A type-4 transaction is accepted: that needs Prague or later.
    const eoa = await fundedEoa()
    const receipt = await delegateTo(eoa, delegate)
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
  })

  test('behavior: the delegated EOA keeps its address and balances; its code is 0xef0100 || delegate', async () => {
    const eoa = await fundedEoa()
    const wallet = walletOf(eoa)
    await stack.client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: weth(),
        abi: weth9Abi,
        functionName: 'deposit',
        value: parseEther('2'),
      }),
    })
    const ethBefore = await stack.client.getBalance({ address: eoa.address })
    const nonceBefore = await stack.client.getTransactionCount({ address: eoa.address })

    const receipt = await delegateTo(eoa, delegate)

    expect(receipt.status).toBe('success')
    expect(await stack.client.getCode({ address: eoa.address })).toBe(
      concat(['0xef0100', delegate.toLowerCase() as Hex]),
    )
    expect(await wethBalance(eoa.address)).toBe(parseEther('2'))
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await stack.client.getBalance({ address: eoa.address })).toBe(ethBefore - gas)
    // The transaction and the authorization each used one nonce of the EOA.
    expect(await stack.client.getTransactionCount({ address: eoa.address })).toBe(nonceBefore + 2)
    // It still receives ETH from anyone, as an EOA does.
    const other = await fundedEoa()
    const paid = await walletOf(other).sendTransaction({ to: eoa.address, value: 1n })
    expect((await stack.client.waitForTransactionReceipt({ hash: paid })).status).toBe('success')
  })

  test('behavior: the delegated EOA runs an atomic batch it calls on itself; a failing call undoes the whole batch', async () => {
    const eoa = await fundedEoa()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const batch = (amountOut: bigint) =>
      encodeFunctionData({
        abi: keyportDelegateAbi,
        functionName: 'executeBatch',
        args: [
          [
            {
              target: weth(),
              value: parseEther('1'),
              data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
            },
            {
              target: weth(),
              value: 0n,
              data: encodeFunctionData({
                abi: weth9Abi,
                functionName: 'transfer',
                args: [recipient, amountOut],
              }),
            },
            { target: recipient, value: parseEther('0.25'), data: '0x' },
          ],
        ],
      })

    // Delegation and the first batch in one transaction.
    const receipt = await delegateTo(eoa, delegate, batch(parseEther('0.4')))

    expect(receipt.status).toBe('success')
    expect(await wethBalance(eoa.address)).toBe(parseEther('0.6'))
    expect(await wethBalance(recipient)).toBe(parseEther('0.4'))
    expect(await stack.client.getBalance({ address: recipient })).toBe(parseEther('0.25'))

    // A batch whose transfer asks for more WETH than the deposit gives: nothing of it happens.
    const failing = await walletOf(eoa).sendTransaction({
      to: eoa.address,
      data: batch(parseEther('5')),
      gas: 300_000n,
    })
    const failed = await stack.client.waitForTransactionReceipt({ hash: failing })
    expect(failed.status).toBe('reverted')
    expect(await wethBalance(eoa.address)).toBe(parseEther('0.6'))
    expect(await wethBalance(recipient)).toBe(parseEther('0.4'))
    expect(await stack.client.getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  test("behavior: viem's verifyMessage and verifyTypedData accept the delegated EOA's signatures, recovered and through ERC-1271", async () => {
    const eoa = await fundedEoa()
    await delegateTo(eoa, delegate)
    const message = 'Sign in to Keyport'
    const typedData = {
      domain: { name: 'Keyport test', version: '1', chainId: chain.chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const messageSignature = await eoa.signMessage({ message })
    const typedSignature = await eoa.signTypedData(typedData)

    // Plain: the signature recovers to the address.
    expect(
      await verifyMessage({ address: eoa.address, message, signature: messageSignature }),
    ).toBe(true)
    expect(
      await verifyTypedData({ address: eoa.address, signature: typedSignature, ...typedData }),
    ).toBe(true)
    // On chain: the address has code, so viem asks it (ERC-6492's validator calls isValidSignature).
    expect(
      await stack.client.verifyMessage({
        address: eoa.address,
        message,
        signature: messageSignature,
      }),
    ).toBe(true)
    expect(
      await stack.client.verifyTypedData({
        address: eoa.address,
        signature: typedSignature,
        ...typedData,
      }),
    ).toBe(true)
    // And the contract's answer itself is ERC-1271's magic value.
    const isValid = (hash: Hex, signature: Hex) =>
      stack.client.readContract({
        address: eoa.address,
        abi: keyportDelegateAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    expect(await isValid(hashMessage(message), messageSignature)).toBe('0x1626ba7e')
    expect(await isValid(hashTypedData(typedData), typedSignature)).toBe('0x1626ba7e')
    // A signature of something else is not valid for this hash.
    expect(await isValid(hashMessage('something else'), messageSignature)).toBe('0xffffffff')
  })

  test('behavior: a delegated EOA with 0 ETH sends a batch as a user operation through alto, gas paid by KeyportPaymaster', async () => {
    const eoa = await fundedEoa('0.01')
    await delegateTo(eoa, delegate)
    // Leave it 0 ETH: only the paymaster can pay from now on.
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({
      address: eoa.address,
      value: 0n,
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await stack.fundToken(eoa.address, 'WETH', parseEther('1'))
    // viem's Simple7702 account has KeyportDelegate's ABI (both are BaseAccount's execute and
    // executeBatch) and signs the EntryPoint's userOpHash with the EOA's key, as the delegate checks.
    const account = await toSimple7702SmartAccount({
      client: stack.client,
      owner: eoa,
      implementation: delegate,
    })
    expect(account.address).toBe(eoa.address)

    const hash = await stack.bundlerClient.sendUserOperation({
      account,
      calls: [
        {
          to: weth(),
          data: encodeFunctionData({
            abi: weth9Abi,
            functionName: 'transfer',
            args: [recipient, parseEther('0.3')],
          }),
        },
        {
          to: weth(),
          data: encodeFunctionData({
            abi: weth9Abi,
            functionName: 'transfer',
            args: [recipient, parseEther('0.2')],
          }),
        },
      ],
      paymaster: stack.sponsor(),
    })
    const receipt = await stack.bundlerClient.waitForUserOperationReceipt({
      hash,
      timeout: 30_000,
    })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(eoa.address)
    expect(receipt.paymaster).toBe(stack.paymaster)
    expect(await wethBalance(recipient)).toBe(parseEther('0.5'))
    expect(await wethBalance(eoa.address)).toBe(parseEther('0.5'))
    expect(await stack.client.getBalance({ address: eoa.address })).toBe(0n)
  }, 60_000)

  test('behavior: a session key the EOA granted sends a sponsored user operation to an allowed target; its spend is counted, and revoking ends it', async () => {
    const eoa = await fundedEoa()
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await stack.fundToken(eoa.address, 'WETH', parseEther('1'))
    const validUntil = Number((await stack.client.getBlock()).timestamp) + 3600
    // Delegation and the grant in one transaction: the EOA calls grantSession on itself.
    const granted = await delegateTo(
      eoa,
      delegate,
      encodeFunctionData({
        abi: keyportDelegateAbi,
        functionName: 'grantSession',
        args: [sessionKey.address, [weth()], parseEther('0.5'), validUntil],
      }),
    )
    expect(granted.status).toBe('success')
    const session = () =>
      stack.client.readContract({
        address: eoa.address,
        abi: keyportDelegateAbi,
        functionName: 'getSession',
        args: [sessionKey.address],
      })
    expect(await session()).toMatchObject({ validUntil, spent: 0n, targets: [weth()] })

    // The EOA's account, with user operations signed by the session key instead of the EOA's key.
    const owned = await toSimple7702SmartAccount({
      client: stack.client,
      owner: eoa,
      implementation: delegate,
    })
    const account: typeof owned = {
      ...owned,
      async signUserOperation({ chainId = chain.chainId, ...userOperation }) {
        return sessionKey.signTypedData(
          getUserOperationTypedData({
            chainId,
            entryPointAddress: chain.accountAbstraction.entryPoint as Address,
            userOperation: { ...userOperation, sender: eoa.address },
          }),
        )
      },
    }
    const transfer = encodeFunctionData({
      abi: weth9Abi,
      functionName: 'transfer',
      args: [recipient, parseEther('0.1')],
    })
    const hash = await stack.bundlerClient.sendUserOperation({
      account,
      calls: [{ to: weth(), data: transfer }],
      paymaster: stack.sponsor(),
      // Estimation runs with a stub signature, which takes validation's short path (no session
      // found); the session path reads and writes the session, so it gets room of its own.
      verificationGasLimit: 200_000n,
    })
    const receipt = await stack.bundlerClient.waitForUserOperationReceipt({
      hash,
      timeout: 30_000,
    })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(eoa.address)
    expect(await wethBalance(recipient)).toBe(parseEther('0.1'))
    // No native value moved; the operation's maximum gas cost is counted against the limit.
    const spent = (await session()).spent
    expect(spent).toBeGreaterThan(0n)
    expect(spent).toBeLessThan(parseEther('0.5'))

    // The EOA revokes the key: its next operation is refused.
    const revoked = await walletOf(eoa).sendTransaction({
      to: eoa.address,
      data: encodeFunctionData({
        abi: keyportDelegateAbi,
        functionName: 'revokeSession',
        args: [sessionKey.address],
      }),
    })
    expect((await stack.client.waitForTransactionReceipt({ hash: revoked })).status).toBe('success')
    expect((await session()).validUntil).toBe(0)
    await expect(
      stack.bundlerClient.sendUserOperation({
        account,
        calls: [{ to: weth(), data: transfer }],
        paymaster: stack.sponsor(),
        verificationGasLimit: 200_000n,
      }),
    ).rejects.toThrow(/AA24|signature/i)
    expect(await wethBalance(recipient)).toBe(parseEther('0.1'))
  }, 60_000)

  test('behavior: an authorization to the zero address undelegates: plain code again, same balances', async () => {
    const eoa = await fundedEoa()
    await delegateTo(eoa, delegate)
    expect(await stack.client.getCode({ address: eoa.address })).toMatch(/^0xef0100/)
    const ethBefore = await stack.client.getBalance({ address: eoa.address })

    const receipt = await delegateTo(eoa, zeroAddress)

    expect(receipt.status).toBe('success')
    expect(await stack.client.getCode({ address: eoa.address })).toBeUndefined()
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await stack.client.getBalance({ address: eoa.address })).toBe(ethBefore - gas)
    // A plain EOA has no executeBatch: a call to it with data does nothing (and succeeds).
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const call = await walletOf(eoa).sendTransaction({
      to: eoa.address,
      data: encodeFunctionData({
        abi: keyportDelegateAbi,
        functionName: 'execute',
        args: [recipient, parseEther('1'), '0x'],
      }),
    })
    expect((await stack.client.waitForTransactionReceipt({ hash: call })).status).toBe('success')
    expect(await stack.client.getBalance({ address: recipient })).toBe(0n)
  })
})
