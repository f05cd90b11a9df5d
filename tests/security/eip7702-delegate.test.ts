import { keyportDelegateAbi } from '@keyport/server/chain/abis.ts'
import {
  type DeployedChain,
  type StartChainsReturnType,
  startChains,
  toViemChain,
} from '@keyport/server/chain/index.ts'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  type PrivateKeyAccount,
  pad,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseGwei,
  toFunctionSelector,
  toHex,
  zeroAddress,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// What a delegated EOA (EIP-7702 to KeyportDelegate) refuses: a stranger driving its execute or
// executeBatch, a user operation not signed by the EOA's key, a stranger's session grant, a session
// key outside its targets or limit or after revocation, an ERC-1271 check of another key's
// signature; and what the protocol refuses for it: an authorization replayed after its nonce was
// used, or on another chain. Real anvil, the EntryPoint called directly as a bundler would.
describe('KeyportDelegate: a delegated EOA obeys only its own key', () => {
  let chains: StartChainsReturnType
  let ethereum: DeployedChain
  let base: DeployedChain

  beforeAll(async () => {
    chains = await startChains({ ports: { 1: 0, 8453: 0 } })
    ethereum = chains.deployment.chains.find((chain) => chain.chainId === 1)!
    base = chains.deployment.chains.find((chain) => chain.chainId === 8453)!
  }, 120_000)
  afterAll(() => chains?.stop())

  const clientOf = (chain: DeployedChain) =>
    createPublicClient({ chain: toViemChain(chain), transport: http(), cacheTime: 0 })
  const walletOf = (account: PrivateKeyAccount, chain: DeployedChain = ethereum) =>
    createWalletClient({ account, chain: toViemChain(chain), transport: http() })
  const delegateOf = (chain: DeployedChain) => chain.accountAbstraction.delegate as Address
  const mined = (hash: Hex, chain: DeployedChain = ethereum) =>
    clientOf(chain).waitForTransactionReceipt({ hash, pollingInterval: 20 })

  const fundedEoa = async (chain: DeployedChain = ethereum) => {
    const account = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setBalance({
      address: account.address,
      value: parseEther('10'),
    })
    return account
  }

  /** A fresh funded EOA delegated to KeyportDelegate by its own type-4 transaction. */
  const delegatedEoa = async () => {
    const account = await fundedEoa()
    const wallet = walletOf(account)
    const authorization = await wallet.signAuthorization({
      contractAddress: delegateOf(ethereum),
      executor: 'self',
    })
    const receipt = await mined(
      await wallet.sendTransaction({ authorizationList: [authorization], to: account.address }),
    )
    expect(receipt.status).toBe('success')
    return account
  }

  test('attack: a stranger calls execute or executeBatch on a delegated EOA: reverted, nothing moves', async () => {
    const victim = await delegatedEoa()
    const stranger = await fundedEoa()
    const client = clientOf(ethereum)
    const before = await client.getBalance({ address: victim.address })
    const drain = [
      { functionName: 'execute', args: [stranger.address, parseEther('5'), '0x'] },
      {
        functionName: 'executeBatch',
        args: [[{ target: stranger.address, value: parseEther('5'), data: '0x' }]],
      },
    ] as const

    for (const call of drain) {
      await expect(
        client.simulateContract({
          account: stranger.address,
          address: victim.address,
          abi: keyportDelegateAbi,
          ...call,
        } as Parameters<typeof client.simulateContract>[0]),
      ).rejects.toThrow(/NotFromSelfOrEntryPoint/)
      // Sent anyway (a fixed gas skips the estimate): mined, reverted.
      const data = encodeFunctionData({ abi: keyportDelegateAbi, ...call } as Parameters<
        typeof encodeFunctionData<typeof keyportDelegateAbi>
      >[0])
      const receipt = await mined(
        await walletOf(stranger).sendTransaction({ to: victim.address, data, gas: 200_000n }),
      )
      expect(receipt.status).toBe('reverted')
    }
    expect(await client.getBalance({ address: victim.address })).toBe(before)
  })

  /**
   * EntryPoint.handleOps for one user operation of `sender` with `callData`, signed by `signer`,
   * simulated from a funded bundler key: rejects with the EntryPoint's AAxx reason.
   */
  const handleOps = async (sender: Address, callData: Hex, signer: PrivateKeyAccount) => {
    const client = clientOf(ethereum)
    const bundler = await fundedEoa()
    const entryPoint = ethereum.accountAbstraction.entryPoint as Address
    const nonce = await client.readContract({
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'getNonce',
      args: [sender, 0n],
    })
    const gasPair = (high: bigint, low: bigint) =>
      concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])
    const unsigned = {
      sender,
      nonce,
      initCode: '0x' as Hex,
      callData,
      accountGasLimits: gasPair(300_000n, 200_000n),
      preVerificationGas: 100_000n,
      gasFees: gasPair(parseGwei('1'), parseGwei('10')),
      paymasterAndData: '0x' as Hex,
      signature: '0x' as Hex,
    }
    const userOpHash = await client.readContract({
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'getUserOpHash',
      args: [unsigned],
    })
    const signature = await signer.sign({ hash: userOpHash })
    return client.simulateContract({
      account: bundler,
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args: [[{ ...unsigned, signature }], bundler.address],
      gas: 3_000_000n,
    })
  }
  const executeCall = (target: Address, value: bigint, data: Hex = '0x') =>
    encodeFunctionData({
      abi: keyportDelegateAbi,
      functionName: 'execute',
      args: [target, value, data],
    })

  test('attack: a user operation for the delegated EOA signed by another key is refused by the EntryPoint (AA24)', async () => {
    const victim = await delegatedEoa()
    const attacker = privateKeyToAccount(generatePrivateKey())
    const drain = executeCall(attacker.address, parseEther('5'))

    await expect(handleOps(victim.address, drain, attacker)).rejects.toThrow(/AA24 signature error/)
    // The same operation signed by the EOA's own key is accepted: the refusal is the signature's.
    await expect(handleOps(victim.address, drain, victim)).resolves.toBeDefined()
  })

  /** A delegated EOA that granted `sessionKey` WETH only, with a 1 ETH limit, for an hour. */
  const withSession = async () => {
    const owner = await delegatedEoa()
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const weth = ethereum.tokens.find((token) => token.wrappedNative)!.address as Address
    const validUntil = Number((await clientOf(ethereum).getBlock()).timestamp) + 3600
    const call = (functionName: 'grantSession' | 'revokeSession', args: readonly unknown[]) =>
      walletOf(owner)
        .sendTransaction({
          to: owner.address,
          data: encodeFunctionData({ abi: keyportDelegateAbi, functionName, args } as Parameters<
            typeof encodeFunctionData<typeof keyportDelegateAbi>
          >[0]),
        })
        .then((hash) => mined(hash))
    expect(
      (await call('grantSession', [sessionKey.address, [weth], parseEther('1'), validUntil]))
        .status,
    ).toBe('success')
    return { owner, sessionKey, weth, revoke: () => call('revokeSession', [sessionKey.address]) }
  }
  const wethDeposit = encodeFunctionData({
    abi: parseAbi(['function deposit() payable']),
    functionName: 'deposit',
  })
  const errorIn = (signature: string) => new RegExp(toFunctionSelector(signature).slice(2))

  test('attack: a stranger grants itself a session on a delegated EOA: NotFromSelf', async () => {
    const victim = await delegatedEoa()
    const stranger = await fundedEoa()
    const weth = ethereum.tokens.find((token) => token.wrappedNative)!.address as Address

    await expect(
      clientOf(ethereum).simulateContract({
        account: stranger.address,
        address: victim.address,
        abi: keyportDelegateAbi,
        functionName: 'grantSession',
        args: [stranger.address, [weth], parseEther('100'), 2 ** 40],
      }),
    ).rejects.toThrow(/NotFromSelf\b/)
    // Nor through the EntryPoint, even with the victim's own signature on a bare grantSession call:
    // the EntryPoint is not the account itself, so the operation runs and its call reverts.
    const grant = encodeFunctionData({
      abi: keyportDelegateAbi,
      functionName: 'grantSession',
      args: [stranger.address, [weth], parseEther('100'), 2 ** 40],
    })
    const { request } = await handleOps(victim.address, grant, victim)
    const receipt = await mined(await walletOf(stranger).writeContract(request))
    expect(receipt.status).toBe('success')
    const [operation] = parseEventLogs({
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    expect(operation?.args.success).toBe(false)
    const session = await clientOf(ethereum).readContract({
      address: victim.address,
      abi: keyportDelegateAbi,
      functionName: 'getSession',
      args: [stranger.address],
    })
    expect(session.validUntil).toBe(0)
  })

  test('attack: a session key calls a target outside its grant, or the account itself to grant more: refused in validation', async () => {
    const { owner, sessionKey, weth } = await withSession()
    const attacker = privateKeyToAccount(generatePrivateKey())
    const regrant = encodeFunctionData({
      abi: keyportDelegateAbi,
      functionName: 'grantSession',
      args: [sessionKey.address, [attacker.address], parseEther('100'), 2 ** 40],
    })

    await expect(
      handleOps(owner.address, executeCall(attacker.address, parseEther('0.1')), sessionKey),
    ).rejects.toThrow(errorIn('SessionTargetNotAllowed(address)'))
    await expect(
      handleOps(owner.address, executeCall(owner.address, 0n, regrant), sessionKey),
    ).rejects.toThrow(errorIn('SessionTargetNotAllowed(address)'))
    await expect(handleOps(owner.address, regrant, sessionKey)).rejects.toThrow(
      errorIn('SessionCallNotAllowed(bytes4)'),
    )
    // Within the grant, the key is accepted: the refusals are the targets'.
    await expect(
      handleOps(owner.address, executeCall(weth, parseEther('0.1'), wethDeposit), sessionKey),
    ).resolves.toBeDefined()
  })

  test('attack: a session key spends beyond its limit: refused in validation', async () => {
    const { owner, sessionKey, weth } = await withSession()

    await expect(
      handleOps(owner.address, executeCall(weth, parseEther('2'), wethDeposit), sessionKey),
    ).rejects.toThrow(errorIn('SessionSpendLimitExceeded(uint256,uint256)'))
    await expect(
      handleOps(owner.address, executeCall(weth, parseEther('0.5'), wethDeposit), sessionKey),
    ).resolves.toBeDefined()
  })

  test('attack: a revoked session key is refused (AA24)', async () => {
    const { owner, sessionKey, weth, revoke } = await withSession()
    const deposit = executeCall(weth, parseEther('0.1'), wethDeposit)
    await expect(handleOps(owner.address, deposit, sessionKey)).resolves.toBeDefined()

    expect((await revoke()).status).toBe('success')

    await expect(handleOps(owner.address, deposit, sessionKey)).rejects.toThrow(
      /AA24 signature error/,
    )
  })

  test("attack: ERC-1271 with another key's signature returns the failure value, and viem's verifyMessage says false", async () => {
    const victim = await delegatedEoa()
    const other = privateKeyToAccount(generatePrivateKey())
    const client = clientOf(ethereum)
    const message = 'Sign in to Keyport'
    const forged = await other.signMessage({ message })

    const answer = await client.readContract({
      address: victim.address,
      abi: keyportDelegateAbi,
      functionName: 'isValidSignature',
      args: [hashMessage(message), forged],
    })
    expect(answer).toBe('0xffffffff')
    expect(
      await client.verifyMessage({ address: victim.address, message, signature: forged }),
    ).toBe(false)
    // Garbage is refused the same way, not with a revert.
    const garbage = await client.readContract({
      address: victim.address,
      abi: keyportDelegateAbi,
      functionName: 'isValidSignature',
      args: [hashMessage(message), '0x1234'],
    })
    expect(garbage).toBe('0xffffffff')
  })

  test('attack: a replayed authorization (its nonce already used) does nothing; nor does one for another chain', async () => {
    const victim = await fundedEoa()
    const relayer = await fundedEoa()
    const client = clientOf(ethereum)
    // Signed for a relayer to submit: the authorization carries the EOA's current nonce.
    const authorization = await walletOf(victim).signAuthorization({
      contractAddress: delegateOf(ethereum),
    })
    const submit = async (chain: DeployedChain, sender: PrivateKeyAccount) =>
      mined(
        await walletOf(sender, chain).sendTransaction({
          authorizationList: [authorization],
          to: victim.address,
          gas: 100_000n,
        }),
        chain,
      )
    expect((await submit(ethereum, relayer)).status).toBe('success')
    expect(await client.getCode({ address: victim.address })).toMatch(/^0xef0100/)

    // The victim undelegates (its own authorization to the zero address, a later nonce).
    const wallet = walletOf(victim)
    const undo = await wallet.signAuthorization({ contractAddress: zeroAddress, executor: 'self' })
    await mined(await wallet.sendTransaction({ authorizationList: [undo], to: victim.address }))
    expect(await client.getCode({ address: victim.address })).toBeUndefined()

    // Replaying the first authorization: the transaction is mined, the authorization skipped.
    expect((await submit(ethereum, relayer)).status).toBe('success')
    expect(await client.getCode({ address: victim.address })).toBeUndefined()

    // The same authorization on Base (chain 8453), where the victim's nonce still matches: it names
    // chain 1, so it is skipped there too.
    const baseRelayer = await fundedEoa(base)
    expect((await submit(base, baseRelayer)).status).toBe('success')
    expect(await clientOf(base).getCode({ address: victim.address })).toBeUndefined()
  })
})
