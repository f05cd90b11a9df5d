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
  parseEther,
  parseGwei,
  toHex,
  zeroAddress,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// What a delegated EOA (EIP-7702 to KeyportDelegate) refuses: a stranger driving its execute or
// executeBatch, a user operation not signed by the EOA's key, an ERC-1271 check of another key's
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

  test('attack: a user operation for the delegated EOA signed by another key is refused by the EntryPoint (AA24)', async () => {
    const victim = await delegatedEoa()
    const attacker = await fundedEoa()
    const client = clientOf(ethereum)
    const entryPoint = ethereum.accountAbstraction.entryPoint as Address
    const nonce = await client.readContract({
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'getNonce',
      args: [victim.address, 0n],
    })
    const gasPair = (high: bigint, low: bigint) =>
      concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])
    const unsigned = {
      sender: victim.address,
      nonce,
      initCode: '0x' as Hex,
      callData: encodeFunctionData({
        abi: keyportDelegateAbi,
        functionName: 'execute',
        args: [attacker.address, parseEther('5'), '0x'],
      }),
      accountGasLimits: gasPair(200_000n, 200_000n),
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
    const handleOps = (signer: PrivateKeyAccount) => async () =>
      client.simulateContract({
        account: attacker.address,
        address: entryPoint,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [
          [{ ...unsigned, signature: await signer.sign({ hash: userOpHash }) }],
          attacker.address,
        ],
        gas: 3_000_000n,
      })

    await expect(handleOps(attacker)()).rejects.toThrow(/AA24 signature error/)
    // The same operation signed by the EOA's own key is accepted: the refusal is the signature's.
    await expect(handleOps(victim)()).resolves.toBeDefined()
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
