import { devProjectSecretKey, startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { type DeployedChain, startChains, toViemChain } from '@keyport/server/chain/index.ts'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PrivateKeyAccount,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Issue 33, seam 8: the data API's paymaster sponsors an EIP-7702 account only when it is, or
// becomes, delegated to the deployment's KeyportDelegate (or a delegate the project's policy
// lists) on this chain. The policy judges an operation by decoding KeyportAccount's execute and
// executeBatch, which only means what it says for code we know: an authorization to another
// contract, one valid on every chain (chain id 0) or on another chain, a used one, and a sender
// delegated elsewhere already are each refused with rule 'delegate', and nothing is counted.
const suffix = crypto.randomUUID().slice(0, 8)
const secret = { authorization: `Bearer ${devProjectSecretKey}` }
const accountAbi = parseAbi(['function execute(address target, uint256 value, bytes data)'])

type RpcAnswer = {
  status: number
  body: {
    result?: { paymaster: Address; paymasterData: Hex }
    error?: { code: number; message: string; data?: { rule: string } }
  }
}

type Authorization = { address: Address; chainId: number; nonce: number }

describe('paymaster service: EIP-7702 operations are sponsored only for the allowed delegate', () => {
  let chains: Awaited<ReturnType<typeof startChains>>
  let api: Awaited<ReturnType<typeof startTestApi>>
  let ethereum: DeployedChain
  let usdc: Address
  let delegate: Address
  let project: string

  beforeAll(async () => {
    chains = await startChains({ ports: { 1: 0, 8453: 0 } })
    ethereum = chains.deployment.chains.find((chain) => chain.chainId === 1)!
    usdc = ethereum.tokens.find((token) => token.symbol === 'USDC')!.address as Address
    delegate = ethereum.accountAbstraction.delegate as Address
    api = await startTestApi({ deployment: chains.deployment, rateLimit: 100_000 })
    project = await newProject('7702')
  }, 120_000)
  afterAll(async () => {
    await api?.stop()
    await chains?.stop()
  })

  const usdcPolicy = (delegates?: Address[]) => ({
    userDailyCapWei: parseEther('1').toString(),
    totalBudgetWei: parseEther('10').toString(),
    chains: {
      '1': {
        targets: [{ address: usdc, label: 'USDC', selectors: ['transfer(address,uint256)'] }],
        ...(delegates ? { delegates } : {}),
      },
    },
  })

  /** A project of this file with keyport-dev's (dev) secret key and a USDC policy, set through PUT. */
  async function newProject(name: string, delegates?: Address[]) {
    const id = `pm7702-${name}-${suffix}`
    await api.db.query(
      "insert into projects (id, name, secret_key_sha256) select $1, $2, secret_key_sha256 from projects where id = 'keyport-dev'",
      [id, `Paymaster ${name}`],
    )
    const put = await fetch(`${api.url}/v1/sponsorship/policy?projectId=${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...secret },
      body: JSON.stringify(usdcPolicy(delegates)),
    })
    expect(put.status, await put.clone().text()).toBe(200)
    return id
  }

  const callData = () =>
    encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [
        usdc,
        0n,
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: ['0x000000000000000000000000000000000000dEaD', 1n],
        }),
      ],
    })

  /** An operation as viem's simple-7702 account sends it: the 0x7702 marker, `eip7702Auth` when given. */
  function userOperation(sender: Address, authorization?: Authorization, factory = '0x7702') {
    return {
      sender,
      nonce: '0x0',
      callData: callData(),
      ...(factory ? { factory, factoryData: '0x' } : {}),
      callGasLimit: numberToHex(100_000),
      verificationGasLimit: numberToHex(100_000),
      preVerificationGas: numberToHex(50_000),
      maxFeePerGas: numberToHex(10n ** 9n),
      maxPriorityFeePerGas: numberToHex(10n ** 9n),
      signature: '0x',
      ...(authorization
        ? {
            eip7702Auth: {
              address: authorization.address,
              chainId: numberToHex(authorization.chainId),
              nonce: numberToHex(authorization.nonce),
              r: `0x${'11'.repeat(32)}`,
              s: `0x${'22'.repeat(32)}`,
              yParity: '0x1',
            },
          }
        : {}),
    }
  }

  async function ask(
    operation: ReturnType<typeof userOperation>,
    { method = 'pm_getPaymasterData', projectId = project } = {},
  ): Promise<RpcAnswer> {
    const response = await fetch(`${api.url}/v1/paymaster?chainId=1&projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: [operation, ethereum.accountAbstraction.entryPoint, '0x1', {}],
      }),
    })
    return { status: response.status, body: (await response.json()) as RpcAnswer['body'] }
  }

  /** Asks for the stub and the signature: both must be refused with rule 'delegate'. */
  async function expectRefused(operation: ReturnType<typeof userOperation>, words: string) {
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      const answer = await ask(operation, { method })
      expect(answer.status).toBe(200)
      expect(answer.body.result).toBeUndefined()
      expect(answer.body.error).toMatchObject({ code: -32001, data: { rule: 'delegate' } })
      expect(answer.body.error?.message).toContain(words)
      expect(answer.body.error?.message).toContain(`KeyportDelegate (${delegate})`)
    }
  }

  const newEoa = () => privateKeyToAccount(generatePrivateKey())

  /** The EOA's own type-4 transaction delegating it to `to` (it gets 1 ETH to pay for it). */
  async function delegateSelf(account: PrivateKeyAccount, to: Address) {
    await createTestClient({ transport: http(ethereum.rpcUrl), mode: 'anvil' }).setBalance({
      address: account.address,
      value: parseEther('1'),
    })
    const wallet = createWalletClient({ account, chain: toViemChain(ethereum), transport: http() })
    const authorization = await wallet.signAuthorization({ contractAddress: to, executor: 'self' })
    const hash = await wallet.sendTransaction({
      authorizationList: [authorization],
      to: account.address,
    })
    const receipt = await createPublicClient({
      chain: toViemChain(ethereum),
      transport: http(),
    }).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
  }

  test('behavior: a first operation carrying an authorization to KeyportDelegate on this chain is sponsored; so is a sender delegated to it already', async () => {
    const eoa = newEoa()
    const first = userOperation(eoa.address, { address: delegate, chainId: 1, nonce: 0 })
    expect((await ask(first, { method: 'pm_getPaymasterStubData' })).body.result).toBeDefined()
    expect((await ask(first)).body.result?.paymaster).toBe(ethereum.accountAbstraction.paymaster)

    const delegated = newEoa()
    await delegateSelf(delegated, delegate)
    // viem sends neither the marker nor an authorization once the EOA has code.
    expect((await ask(userOperation(delegated.address, undefined, ''))).body.result).toBeDefined()
    expect((await ask(userOperation(delegated.address))).body.result).toBeDefined()
  })

  test('attack: an authorization delegating to another contract is refused (rule delegate), unless the policy lists it', async () => {
    // A contract that is no account at all: its "execute" would mean nothing the policy read.
    const other = usdc
    const operation = userOperation(newEoa().address, { address: other, chainId: 1, nonce: 0 })
    await expectRefused(operation, `to ${other}`)
    const listing = await newProject('listed', [other])
    expect((await ask(operation, { projectId: listing })).body.result).toBeDefined()
  })

  test('attack: an authorization with chain id 0 (valid on every chain) or for another chain is refused (rule delegate)', async () => {
    const eoa = newEoa()
    await expectRefused(
      userOperation(eoa.address, { address: delegate, chainId: 0, nonce: 0 }),
      'chain id 0, which makes it valid on every chain',
    )
    await expectRefused(
      userOperation(eoa.address, { address: delegate, chainId: 8453, nonce: 0 }),
      'for chain 8453, not chain 1',
    )
  })

  test('attack: a sender already delegated to another contract is refused (rule delegate), with or without a new authorization', async () => {
    const eoa = newEoa()
    // Another delegate (a drainer, say; here an address without code, so the delegating
    // transaction's empty call to itself succeeds).
    const elsewhere = newEoa().address
    await delegateSelf(eoa, elsewhere)
    await expectRefused(userOperation(eoa.address, undefined, ''), `is delegated to ${elsewhere}`)
    await expectRefused(userOperation(eoa.address), `is delegated to ${elsewhere}`)
    // Its authorization to KeyportDelegate would be skipped if invalid, leaving the other code.
    await expectRefused(
      userOperation(eoa.address, { address: delegate, chainId: 1, nonce: 1 }),
      `is delegated to ${elsewhere}`,
    )
  })

  test('attack: a used authorization (its nonce is past) and the 0x7702 marker without any authorization are refused (rule delegate)', async () => {
    const eoa = newEoa()
    await delegateSelf(eoa, delegate)
    // The self-sent type-4 transaction used nonces 0 and 1: an authorization with nonce 0 is spent.
    await expectRefused(
      userOperation(eoa.address, { address: delegate, chainId: 1, nonce: 0 }),
      `nonce 0 is not ${eoa.address}'s next nonce 2`,
    )
    await expectRefused(
      userOperation(newEoa().address),
      'is not delegated and the operation carries no EIP-7702 authorization',
    )
  })

  test('attack: a malformed eip7702Auth or an authorization next to a factory is refused, never signed', async () => {
    const eoa = newEoa()
    const bad = userOperation(eoa.address, { address: delegate, chainId: 1, nonce: 0 })
    for (const eip7702Auth of [
      { ...bad.eip7702Auth, address: 'KeyportDelegate' },
      { ...bad.eip7702Auth, chainId: 1 },
      'yes',
    ]) {
      const answer = await ask({ ...bad, eip7702Auth } as typeof bad)
      expect(answer.status).toBe(200)
      expect(answer.body.result).toBeUndefined()
      expect(answer.body.error?.code).toBe(-32602)
      expect(answer.body.error?.message).toContain('eip7702Auth')
    }
    await expectRefused(
      userOperation(
        eoa.address,
        { address: delegate, chainId: 1, nonce: 0 },
        ethereum.accountAbstraction.accountFactory,
      ),
      'deploys nothing',
    )
  })
})
