import { createSponsorshipStore } from '@keyport/server/api/paymaster/createSponsorshipStore.ts'
import { devProjectSecretKey, startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { type DeployedChain, startChains } from '@keyport/server/chain/index.ts'
import {
  type Address,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Order 22: the data API's paymaster signs only what a project's sponsorship policy allows. Each
// attack asks POST /v1/paymaster as any wallet could (the public project id is on every page) for
// what the policy refuses; each refusal is a JSON-RPC error naming its rule, and nothing is counted.
const suffix = crypto.randomUUID().slice(0, 8)
const secret = { authorization: `Bearer ${devProjectSecretKey}` }
const day = 24 * 3600_000
let clock = Date.UTC(2026, 5, 1, 12)

const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])
const entryPointAbi = parseAbi(['function incrementNonce(uint192 key)'])

// Gas of every test operation: (100k + 100k + 50k + the paymaster's 60k) × 1 gwei.
const gas = { call: 100_000n, verification: 100_000n, preVerification: 50_000n, fee: 10n ** 9n }
const cost = (gas.call + gas.verification + gas.preVerification + 60_000n) * gas.fee

type RpcAnswer = {
  status: number
  body: {
    result?: { paymaster: Address; paymasterData: Hex }
    error?: { code: number; message: string; data?: { rule: string } }
  }
}

describe('paymaster service: what the policy refuses is never signed', () => {
  let chains: Awaited<ReturnType<typeof startChains>>
  let ethereum: DeployedChain
  let usdc: Address
  const apis: Awaited<ReturnType<typeof startTestApi>>[] = []

  beforeAll(async () => {
    chains = await startChains({ ports: { 1: 0, 8453: 0 } })
    ethereum = chains.deployment.chains.find((chain) => chain.chainId === 1)!
    usdc = ethereum.tokens.find((token) => token.symbol === 'USDC')!.address as Address
    const settings = { deployment: chains.deployment, rateLimit: 100_000, now: () => clock }
    apis.push(await startTestApi(settings))
    // On PostgreSQL (npm run test:postgres) a second API process shares the database: the cluster.
    if (process.env.KEYPORT_TEST_DATABASE_URL) apis.push(await startTestApi(settings))
  }, 120_000)
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()))
    await chains?.stop()
  })

  /** A project of this file with keyport-dev's (dev) secret key and `policy`, set through the API. */
  async function newProject(name: string, policy?: Record<string, unknown>) {
    const id = `pm-${name}-${suffix}`
    await apis[0]!.db.query(
      "insert into projects (id, name, secret_key_sha256) select $1, $2, secret_key_sha256 from projects where id = 'keyport-dev'",
      [id, `Paymaster ${name}`],
    )
    if (policy) {
      const put = await manage('PUT', id, secret, policy)
      expect(put.status, JSON.stringify(put.body)).toBe(200)
    }
    return id
  }

  const usdcOnly = (overrides: Record<string, unknown> = {}) => ({
    userDailyCapWei: String(cost * 3n),
    totalBudgetWei: String(cost * 100n),
    chains: {
      '1': {
        targets: [{ address: usdc, label: 'USDC', selectors: ['transfer(address,uint256)'] }],
      },
    },
    ...overrides,
  })

  async function manage(
    method: 'GET' | 'PUT',
    projectId: string,
    headers: Record<string, string>,
    body?: unknown,
    path = '/v1/sponsorship/policy',
  ) {
    const response = await fetch(`${apis[0]!.url}${path}?projectId=${projectId}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const transfer = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: ['0x000000000000000000000000000000000000dEaD', 1n],
  })
  const execute = (target: Address, data: Hex) =>
    encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [target, 0n, data] })

  function userOperation({
    sender = privateKeyToAccount(generatePrivateKey()).address,
    nonce = 0n,
    callData = execute(usdc, transfer),
    factory,
  }: {
    sender?: Address
    nonce?: bigint
    callData?: Hex
    factory?: Address
  } = {}) {
    return {
      sender,
      nonce: numberToHex(nonce),
      callData,
      ...(factory ? { factory, factoryData: '0x' } : {}),
      callGasLimit: numberToHex(gas.call),
      verificationGasLimit: numberToHex(gas.verification),
      preVerificationGas: numberToHex(gas.preVerification),
      maxFeePerGas: numberToHex(gas.fee),
      maxPriorityFeePerGas: numberToHex(gas.fee),
      signature: '0x',
    }
  }

  let requests = 0
  async function ask(
    projectId: string,
    operation: ReturnType<typeof userOperation>,
    {
      method = 'pm_getPaymasterData',
      chainId = 1,
      paramsChainId = chainId,
      entryPoint = ethereum.accountAbstraction.entryPoint,
    }: { method?: string; chainId?: number; paramsChainId?: number; entryPoint?: string } = {},
  ): Promise<RpcAnswer> {
    // Requests alternate between the API processes (one on PGlite, two on PostgreSQL).
    const api = apis[requests++ % apis.length]!
    const response = await fetch(
      `${api.url}/v1/paymaster?chainId=${chainId}&projectId=${projectId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method,
          params: [operation, entryPoint, numberToHex(paramsChainId), {}],
        }),
      },
    )
    return { status: response.status, body: (await response.json()) as RpcAnswer['body'] }
  }

  const rule = (answer: RpcAnswer) => answer.body.error?.data?.rule
  const spent = async (projectId: string) =>
    (await manage('GET', projectId, secret, undefined, '/v1/sponsorship/usage')).body as {
      spentWei: string
      operations: number
    }

  test('behavior: an operation the policy allows gets stub data (with the sponsor) and a signature', async () => {
    const project = await newProject('allowed', usdcOnly())
    const operation = userOperation()
    const stub = await ask(project, operation, { method: 'pm_getPaymasterStubData' })
    expect(stub.body.result).toMatchObject({
      paymaster: ethereum.accountAbstraction.paymaster,
      sponsor: { name: 'Paymaster allowed' },
      isFinal: false,
    })
    const signed = await ask(project, operation)
    expect(signed.body.result?.paymaster).toBe(ethereum.accountAbstraction.paymaster)
    // validUntil, validAfter (64 bytes) and a 65-byte signature.
    expect(signed.body.result?.paymasterData).toMatch(/^0x[0-9a-f]{258}$/)
    expect(await spent(project)).toMatchObject({ spentWei: String(cost), operations: 1 })
  })

  test('attack: a call to a contract outside the policy is refused (rule target), at the stub already', async () => {
    const project = await newProject('target', usdcOnly())
    const dai = ethereum.tokens.find((token) => token.symbol === 'DAI')!.address as Address
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      const answer = await ask(project, userOperation({ callData: execute(dai, transfer) }), {
        method,
      })
      expect(answer.status).toBe(200)
      expect(answer.body.error).toEqual({
        code: -32001,
        message: `Sponsorship refused: ${dai.slice(0, 6)}…${dai.slice(-4)} is not a contract this app sponsors on chain 1.`,
        data: { rule: 'target' },
      })
    }
    // Hidden in a batch behind an allowed call: still refused.
    const batch = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [
        [
          { target: usdc, value: 0n, data: transfer },
          { target: dai, value: 0n, data: transfer },
        ],
      ],
    })
    expect(rule(await ask(project, userOperation({ callData: batch })))).toBe('target')
    expect((await spent(project)).operations).toBe(0)
  })

  test('attack: a function of an allowed contract outside the policy is refused (rule selector)', async () => {
    const project = await newProject('selector', usdcOnly())
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: ['0x000000000000000000000000000000000000dEaD', 2n ** 255n],
    })
    const answer = await ask(project, userOperation({ callData: execute(usdc, approve) }))
    expect(rule(answer)).toBe('selector')
    expect(answer.body.error?.message).toBe(
      `Sponsorship refused: function ${toFunctionSelector('approve(address,uint256)')} of USDC is not one this app sponsors.`,
    )
    // Account calls other than execute/executeBatch cannot be read, so are not sponsored.
    expect(rule(await ask(project, userOperation({ callData: transfer })))).toBe('selector')
    expect((await spent(project)).operations).toBe(0)
  })

  test('attack: an account deployed by another factory than the deployment’s is refused (rule factory)', async () => {
    const project = await newProject('factory', usdcOnly())
    const answer = await ask(project, userOperation({ factory: usdc }))
    expect(rule(answer)).toBe('factory')
    const ours = await ask(
      project,
      userOperation({ factory: ethereum.accountAbstraction.accountFactory as Address }),
    )
    expect(ours.body.result).toBeDefined()
  })

  test('attack: a sender past its daily cap is refused (rule userDailyCap); asking again for one nonce counts once; the next day it is served again', async () => {
    const project = await newProject('cap', usdcOnly())
    const sender = privateKeyToAccount(generatePrivateKey()).address
    // The same operation asked three times is one reservation, not three.
    for (let i = 0; i < 3; i++)
      expect((await ask(project, userOperation({ sender }))).body.result).toBeDefined()
    expect(await spent(project)).toMatchObject({ spentWei: String(cost), operations: 1 })
    for (const key of [1n, 2n])
      expect(
        (await ask(project, userOperation({ sender, nonce: key << 64n }))).body.result,
      ).toBeDefined()
    const over = await ask(project, userOperation({ sender, nonce: 3n << 64n }))
    expect(rule(over)).toBe('userDailyCap')
    expect(over.body.error?.message).toContain("would pass the app's daily cap")
    // The stub says so before the wallet estimates gas.
    expect(
      rule(
        await ask(project, userOperation({ sender, nonce: 3n << 64n }), {
          method: 'pm_getPaymasterStubData',
        }),
      ),
    ).toBe('userDailyCap')
    // Another user is not held by this one's cap.
    expect((await ask(project, userOperation())).body.result).toBeDefined()
    clock += day
    expect(
      (await ask(project, userOperation({ sender, nonce: 3n << 64n }))).body.result,
    ).toBeDefined()
    expect(await spent(project)).toMatchObject({ spentWei: String(cost * 5n), operations: 5 })
  })

  test('attack: operations past the total budget are refused (rule totalBudget), whoever sends them', async () => {
    const project = await newProject('budget', usdcOnly({ totalBudgetWei: String(cost * 2n) }))
    expect((await ask(project, userOperation())).body.result).toBeDefined()
    expect((await ask(project, userOperation())).body.result).toBeDefined()
    const over = await ask(project, userOperation())
    expect(rule(over)).toBe('totalBudget')
    expect(over.body.error?.message).toContain('sponsorship budget')
    expect((await spent(project)).spentWei).toBe(String(cost * 2n))
    // Raising the budget lets it go on; what was spent stays counted.
    await manage('PUT', project, secret, usdcOnly({ totalBudgetWei: String(cost * 3n) }))
    expect((await ask(project, userOperation())).body.result).toBeDefined()
    expect(rule(await ask(project, userOperation()))).toBe('totalBudget')
  })

  test('attack: a nonce the EntryPoint has already used is refused (rule replayed)', async () => {
    const project = await newProject('replay', usdcOnly())
    // Any address can move its own EntryPoint nonce on: incrementNonce counts for msg.sender.
    const sender = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ transport: http(ethereum.rpcUrl), mode: 'anvil' }).setBalance({
      address: sender.address,
      value: parseEther('1'),
    })
    const wallet = createWalletClient({ account: sender, transport: http(ethereum.rpcUrl) })
    const chain = {
      id: 1,
      name: 'local',
      nativeCurrency: ethereum.nativeCurrency,
      rpcUrls: { default: { http: [ethereum.rpcUrl] } },
    }
    await wallet.writeContract({
      chain,
      address: ethereum.accountAbstraction.entryPoint as Address,
      abi: entryPointAbi,
      functionName: 'incrementNonce',
      args: [0n],
    })
    const replayed = await ask(project, userOperation({ sender: sender.address, nonce: 0n }))
    expect(rule(replayed)).toBe('replayed')
    expect(
      rule(
        await ask(project, userOperation({ sender: sender.address, nonce: 0n }), {
          method: 'pm_getPaymasterStubData',
        }),
      ),
    ).toBe('replayed')
    expect(
      (await ask(project, userOperation({ sender: sender.address, nonce: 1n }))).body.result,
    ).toBeDefined()
  })

  test('attack: an unknown project, a project without a policy, another chain or another entry point is refused', async () => {
    const unknown = await ask(`nobody-${suffix}`, userOperation())
    expect(unknown.status).toBe(403)
    expect((unknown.body as { code?: string }).code).toBe('project_id_unknown')
    const bare = await newProject('bare')
    expect(rule(await ask(bare, userOperation()))).toBe('noPolicy')
    const project = await newProject('where', usdcOnly())
    // The URL says chain 1, the operation chain 8453: the signature would be for the wrong chain.
    expect(rule(await ask(project, userOperation(), { paramsChainId: 8453 }))).toBe('chain')
    // Base is served, but this policy sponsors nothing there.
    expect(rule(await ask(project, userOperation(), { chainId: 8453 }))).toBe('chain')
    expect(rule(await ask(project, userOperation(), { chainId: 10 }))).toBe('chain')
    const other = await ask(project, userOperation(), {
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    })
    expect(rule(other)).toBe('entryPoint')
    expect((await spent(project)).operations).toBe(0)
  })

  test('attack: managing the policy needs the project’s secret key', async () => {
    const project = await newProject('managed', usdcOnly())
    const other = await newProject('stranger')
    await apis[0]!.db.query('update projects set secret_key_sha256 = null where id = $1', [other])
    for (const path of ['/v1/sponsorship/policy', '/v1/sponsorship/usage']) {
      expect((await manage('GET', project, {}, undefined, path)).status).toBe(401)
      expect(
        (await manage('GET', project, { authorization: 'Bearer sk_guess' }, undefined, path))
          .status,
      ).toBe(403)
    }
    const open = usdcOnly({ totalBudgetWei: String(10n ** 24n) })
    expect((await manage('PUT', project, {}, open)).status).toBe(401)
    expect((await manage('PUT', project, { authorization: 'Bearer sk_guess' }, open)).status).toBe(
      403,
    )
    // keyport-dev's key does not open a project with another key (here: none).
    expect((await manage('PUT', other, secret, open)).status).toBe(403)
    const read = await manage('GET', project, secret)
    expect(read.status).toBe(200)
    expect((read.body.policy as { totalBudgetWei: string }).totalBudgetWei).toBe(
      String(cost * 100n),
    )
    // A malformed policy is a 400 that names the field, and changes nothing.
    const bad = await manage('PUT', project, secret, usdcOnly({ userDailyCapWei: '-1' }))
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('body.userDailyCapWei')
  })

  test('attack: malformed requests get a JSON-RPC error or a 4xx, never a signature or a 500', async () => {
    const project = await newProject('junk', usdcOnly())
    const post = async (body: unknown, query = `chainId=1&projectId=${project}`) => {
      const response = await fetch(`${apis[0]!.url}/v1/paymaster?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as RpcAnswer['body'] }
    }
    const entryPoint = ethereum.accountAbstraction.entryPoint
    const cases: unknown[] = [
      '{',
      [],
      { jsonrpc: '2.0', id: 1, method: 'eth_sendUserOperation', params: [] },
      { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData' },
      { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: [{}, entryPoint, '0x1'] },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterData',
        params: [{ ...userOperation(), nonce: '12' }, entryPoint, '0x1'],
      },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterData',
        params: [{ ...userOperation(), callData: '0xzz' }, entryPoint, '0x1'],
      },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterData',
        params: [{ ...userOperation(), maxFeePerGas: undefined }, entryPoint, '0x1'],
      },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterData',
        params: [userOperation(), 'nope', '0x1'],
      },
    ]
    for (const body of cases) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
      expect(answer.body.result).toBeUndefined()
      if (answer.status === 200) expect(answer.body.error?.code).toBeLessThan(-32000)
    }
    expect(
      (
        await post(
          { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData' },
          `chainId=x&projectId=${project}`,
        )
      ).status,
    ).toBe(400)
  })

  test('attack: many parallel pm_getPaymasterData near the cap never overspend (every API process)', async () => {
    const project = await newProject('race', usdcOnly({ totalBudgetWei: String(cost * 7n) }))
    const sender = privateKeyToAccount(generatePrivateKey()).address
    // One sender with 12 distinct nonces (cap: 3), and 12 other senders (budget: 7 in all).
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        ask(project, userOperation({ sender, nonce: BigInt(i) << 64n })),
      ),
      ...Array.from({ length: 12 }, () => ask(project, userOperation())),
    ])
    const signed = answers.filter((answer) => answer.body.result)
    const ofSender = answers.slice(0, 12).filter((answer) => answer.body.result)
    expect(ofSender.length).toBeLessThanOrEqual(3)
    expect(signed.length).toBe(7)
    expect(
      answers.every(
        (answer) => answer.body.result || ['userDailyCap', 'totalBudget'].includes(rule(answer)!),
      ),
    ).toBe(true)
    expect(await spent(project)).toMatchObject({ spentWei: String(cost * 7n), operations: 7 })
  })

  test('attack: parallel reservations on the store, each database connection at once, stop exactly at the cap', async () => {
    const project = await newProject('store', usdcOnly({ totalBudgetWei: String(cost * 5n) }))
    // Straight on the store (no HTTP or chain reads to space them out), over every API's pool.
    const stores = apis.map((api) => createSponsorshipStore(api.db))
    const sender = privateKeyToAccount(generatePrivateKey()).address
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        stores[i % stores.length]!.reserve({
          projectId: project,
          chainId: 1,
          sender: i < 10 ? sender : privateKeyToAccount(generatePrivateKey()).address,
          nonce: BigInt(i),
          maxCostWei: cost,
          day: '2026-06-01',
        }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    expect(await spent(project)).toMatchObject({ spentWei: String(cost * 5n), operations: 5 })
  })

  test('attack: an API with its own (production) signer key gives the public keyport-dev id no dev policy', async () => {
    // A fresh PGlite: keyport-dev exists (migration 0001) and has no policy yet.
    const production = await startTestApi({
      deployment: chains.deployment,
      databaseUrl: '',
      paymasterSignerKey: generatePrivateKey(),
    })
    try {
      const response = await fetch(
        `${production.url}/v1/paymaster?chainId=1&projectId=keyport-dev`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'pm_getPaymasterData',
            params: [userOperation(), ethereum.accountAbstraction.entryPoint, '0x1', {}],
          }),
        },
      )
      const answer = (await response.json()) as RpcAnswer['body']
      expect(answer.error?.data).toEqual({ rule: 'noPolicy' })
      expect(
        await production.db.query('select 1 from sponsorship_policies where project_id = $1', [
          'keyport-dev',
        ]),
      ).toEqual([])
    } finally {
      await production.stop()
    }
  })
})
