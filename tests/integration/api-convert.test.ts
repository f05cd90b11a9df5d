import type { HistoryResponse } from '@keyport/history/schemas'
import { startIndexedTestStack } from '@keyport/server/indexer/testing/startIndexedTestStack.ts'
import type { SwapQuote, SwapToken, SwapTransaction } from '@keyport/swap/schemas'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const project = 'projectId=keyport-dev'
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

type Reasons = { reasons: { description: string }[] }
type Stack = Awaited<ReturnType<typeof startIndexedTestStack>>

describe('data API: convert (swap) over the local Uniswap v2 exchange', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startIndexedTestStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const caip = (chainId: number, symbol: string) =>
    symbol === 'ETH'
      ? `eip155:${chainId}:${native}`
      : `eip155:${chainId}:${stack.token(chainId, symbol).address.toLowerCase()}`
  const ok = async <T>(path: string): Promise<T> => {
    const answer = await stack.api.get(`${path}&${project}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as T
  }
  const buildTransaction = (body: unknown) =>
    fetch(`${stack.api.url}/v1/convert/build-transaction?${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const send = async (
    wallet: Awaited<ReturnType<Stack['fundedAccount']>>['wallet'],
    chainId: number,
    tx: SwapTransaction['tx'],
  ) =>
    stack.settle(
      chainId,
      await wallet.sendTransaction({
        account: wallet.account,
        chain: wallet.chain,
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
        gas: BigInt(tx.eip155.gas),
      }),
    )
  const routerOut = async (chainId: number, amount: bigint, symbols: string[]) => {
    const { client, deployment } = stack.chain(chainId)
    const path = symbols.map((s) => stack.token(chainId, s).address as Address)
    const amounts = await client.readContract({
      address: deployment.uniswap.router as Address,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
    return amounts.at(-1) as bigint
  }

  test('behavior: tokens lists the native coin under the placeholder, then the deployed tokens', async () => {
    for (const chainId of ['1', 'eip155:8453']) {
      const { tokens } = await ok<{ tokens: SwapToken[] }>(`/v1/convert/tokens?chainId=${chainId}`)
      const id = Number(chainId.replace('eip155:', ''))
      expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'WETH'])
      expect(tokens[0]).toMatchObject({
        address: `eip155:${id}:${native}`,
        decimals: 18,
        name: 'Ether',
      })
      expect(tokens[1]).toMatchObject({ address: caip(id, 'USDC'), decimals: 6, eip2612: false })
      expect(tokens[1]?.logoUri).toMatch(/^data:image\/svg\+xml,/)
    }
  })

  test('behavior: gas prices come from the chain, fast and instant above standard', async () => {
    const prices = await ok<Record<string, string>>('/v1/convert/gas-price?chainId=eip155:1')
    const node = await stack.chain(1).client.getGasPrice()
    expect(BigInt(prices.standard ?? 0)).toBeGreaterThan(0n)
    expect(BigInt(prices.standard ?? 0)).toBeLessThanOrEqual(node * 2n)
    expect(BigInt(prices.fast ?? 0)).toBeGreaterThan(BigInt(prices.standard ?? 0))
    expect(BigInt(prices.instant ?? 0)).toBeGreaterThan(BigInt(prices.fast ?? 0))
  })

  test('behavior: quotes are what the router gives, through WETH when that pays more', async () => {
    const quote = async (from: string, to: string, amount: bigint) => {
      const { quotes } = await ok<{ quotes: SwapQuote[] }>(
        `/v1/convert/quotes?amount=${amount}&userAddress=eip155:1:${stack.deployment.chains[0]?.devAccounts[0]}&from=${caip(1, from)}&to=${caip(1, to)}`,
      )
      expect(quotes).toHaveLength(1)
      expect(quotes[0]).toMatchObject({
        fromAmount: amount.toString(),
        fromAccount: caip(1, from),
        toAccount: caip(1, to),
      })
      return BigInt(quotes[0]?.toAmount ?? 0)
    }
    const oneEth = parseEther('1')
    const ethToUsdc = await quote('ETH', 'USDC', oneEth)
    expect(ethToUsdc).toBe(await routerOut(1, oneEth, ['WETH', 'USDC']))
    expect(Number(ethToUsdc) / 1e6).toBeGreaterThan(2900)
    const usdc = parseUnits('250', 6)
    const direct = await routerOut(1, usdc, ['USDC', 'DAI'])
    const viaWeth = await routerOut(1, usdc, ['USDC', 'WETH', 'DAI'])
    expect(await quote('USDC', 'DAI', usdc)).toBe(direct > viaWeth ? direct : viaWeth)
    const dai = parseUnits('3000', 18)
    expect(await quote('DAI', 'ETH', dai)).toBe(await routerOut(1, dai, ['DAI', 'WETH']))
    expect(await quote('ETH', 'WETH', oneEth)).toBe(oneEth)
  })

  test("behavior: a quote prices its fee at the gasPrice asked, else at the chain's standard price", async () => {
    const path = quotePath(caip(1, 'USDC'), caip(1, 'DAI'), '1000000')
    const fee = async (query: string) =>
      (await ok<{ quotes: SwapQuote[] }>(`${path}${query}`)).quotes[0]
    // A router swap's gas budget (300k, the gas a swap gets before its approval is mined).
    expect(await fee('&gasPrice=2000000000')).toMatchObject({
      gasPrice: '2000000000',
      fee: (300_000n * 2_000_000_000n).toString(),
    })
    const standard = (await ok<{ standard: string }>('/v1/convert/gas-price?chainId=eip155:1'))
      .standard
    expect(await fee('')).toMatchObject({
      gasPrice: standard,
      fee: (300_000n * BigInt(standard)).toString(),
    })
  })

  test('behavior: approve then swap USDC for ETH succeeds on chain and shows in history as a trade', async () => {
    const user = await stack.fundedAccount(1, {
      ether: '1',
      tokens: { USDC: parseUnits('1000', 6) },
    })
    const from = caip(1, 'USDC')
    const to = caip(1, 'ETH')
    const userAddress = `eip155:1:${user.address}`
    const allowance = async () =>
      (
        await ok<{ allowance: string }>(
          `/v1/convert/allowance?tokenAddress=${from}&userAddress=${userAddress}`,
        )
      ).allowance
    expect(await allowance()).toBe('0')
    const amount = parseUnits('600', 6).toString()
    const body = {
      amount,
      eip155: { slippage: 1 },
      projectId: 'keyport-dev',
      from,
      to,
      userAddress,
      disableEstimate: false,
    }

    // Before the approval the swap cannot work; the answer says what to do.
    const early = await buildTransaction(body)
    expect(early.status).toBe(400)
    expect(((await early.json()) as Reasons).reasons[0]?.description).toContain('approve it first')

    const approve = await ok<{ tx: SwapTransaction['tx'] }>(
      `/v1/convert/build-approve?userAddress=${userAddress}&from=${from}&to=${to}&amount=${amount}`,
    )
    expect(approve.tx).toMatchObject({
      from: user.address,
      to: stack.token(1, 'USDC').address,
      value: '0',
    })
    const approval = await stack.settle(
      1,
      await user.wallet.sendTransaction({
        account: user.wallet.account,
        chain: user.wallet.chain,
        to: approve.tx.to as Address,
        data: approve.tx.data as Hex,
      }),
    )
    expect(approval.status).toBe('success')
    expect(await allowance()).toBe(amount)

    const { quotes } = await ok<{ quotes: SwapQuote[] }>(
      `/v1/convert/quotes?amount=${amount}&userAddress=${userAddress}&from=${from}&to=${to}`,
    )
    const quoted = BigInt(quotes[0]?.toAmount ?? 0)
    const built = await buildTransaction(body)
    expect(built.status).toBe(200)
    const { tx } = (await built.json()) as SwapTransaction
    expect(tx.to).toBe(stack.chain(1).deployment.uniswap.router)
    const call = decodeFunctionData({ abi: routerAbi, data: tx.data as Hex })
    expect(call.functionName).toBe('swapExactTokensForETH')
    const [amountIn, amountOutMin, path, recipient, deadline] = call.args as [
      bigint,
      bigint,
      Address[],
      Address,
      bigint,
    ]
    expect(amountIn).toBe(BigInt(amount))
    expect(amountOutMin).toBe((quoted * 9_900n) / 10_000n)
    expect(path).toEqual([stack.token(1, 'USDC').address, stack.token(1, 'WETH').address])
    expect(recipient).toBe(user.address)
    expect(Number(deadline) - Date.now() / 1000).toBeGreaterThan(19 * 60)

    const before = await stack.chain(1).client.getBalance({ address: user.address })
    const receipt = await send(user.wallet, 1, tx)
    expect(receipt.status).toBe('success')
    const after = await stack.chain(1).client.getBalance({ address: user.address })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(after - before + fee).toBeGreaterThanOrEqual(amountOutMin)

    const { data } = await ok<HistoryResponse>(`/v1/account/${user.address}/history?chainId=1`)
    const trade = data.find((t) => t.metadata.hash === receipt.transactionHash)
    expect(trade?.metadata).toMatchObject({ operationType: 'trade', status: 'confirmed' })
    expect(
      trade?.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.int]),
    ).toEqual([
      ['out', 'USDC', amount],
      ['in', 'ETH', (after - before + fee).toString()],
    ])
    expect(
      data.find((t) => t.metadata.hash === approval.transactionHash)?.metadata.operationType,
    ).toBe('approve')
  })

  test('behavior: ETH for DAI needs no approval and lands as a trade; wrapping is a trade too', async () => {
    const user = await stack.fundedAccount(8453, { ether: '2' })
    const userAddress = user.address
    const tokenBalance = (symbol: string) =>
      stack.chain(8453).client.readContract({
        address: stack.token(8453, symbol).address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [user.address],
      })
    const allowance = await ok<{ allowance: string }>(
      `/v1/convert/allowance?tokenAddress=${caip(8453, 'ETH')}&userAddress=${userAddress}`,
    )
    expect(allowance.allowance).toBe(maxUint256.toString())
    const swap = async (to: string, amount: bigint) => {
      const built = await buildTransaction({
        amount: amount.toString(),
        eip155: { slippage: 0.5 },
        from: caip(8453, 'ETH'),
        to: caip(8453, to),
        userAddress,
      })
      expect(built.status).toBe(200)
      const receipt = await send(user.wallet, 8453, ((await built.json()) as SwapTransaction).tx)
      expect(receipt.status).toBe('success')
      return receipt.transactionHash
    }
    const daiHash = await swap('DAI', parseEther('0.1'))
    expect(Number(await tokenBalance('DAI')) / 1e18).toBeGreaterThan(290)
    const wrapHash = await swap('WETH', parseEther('0.2'))
    expect(await tokenBalance('WETH')).toBe(parseEther('0.2'))

    const { data } = await ok<HistoryResponse>(
      `/v1/account/${user.address}/history?chainId=eip155:8453`,
    )
    for (const [hash, symbol] of [
      [daiHash, 'DAI'],
      [wrapHash, 'WETH'],
    ] as const) {
      const trade = data.find((t) => t.metadata.hash === hash)
      expect(trade?.metadata.operationType).toBe('trade')
      expect(trade?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
        ['out', 'ETH'],
        ['in', symbol],
      ])
    }
  })

  const someone = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const quotePath = (from: string, to: string, amount: string) =>
    `/v1/convert/quotes?amount=${amount}&userAddress=${someone}&from=${from}&to=${to}`
  test.each([
    [
      'unsupported chain (tokens)',
      () => '/v1/convert/tokens?chainId=137',
      'Network not supported for Swaps',
    ],
    ['non-numeric chain (tokens)', () => '/v1/convert/tokens?chainId=main', 'query.chainId'],
    [
      'unsupported chain (gas)',
      () => '/v1/convert/gas-price?chainId=eip155:10',
      'Network not supported for Gas Price: chain 10 is supported but not served here',
    ],
    [
      "chain outside spec §9's networks (gas)",
      () => '/v1/convert/gas-price?chainId=eip155:12345',
      'Network not supported for Gas Price: chain 12345 is not a supported network',
    ],
    [
      "chain outside spec §9's networks (tokens)",
      () => '/v1/convert/tokens?chainId=12345',
      'Network not supported for Swaps: chain 12345 is not a supported network',
    ],
    [
      "chain outside spec §9's networks (quotes)",
      () =>
        quotePath('eip155:12345:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', caip(1, 'USDC'), '1'),
      'Network not supported for Swaps: chain 12345 is not a supported network',
    ],
    [
      'negative amount',
      () => quotePath(caip(1, 'ETH'), caip(1, 'USDC'), '-5'),
      'positive whole number',
    ],
    [
      'non-numeric amount',
      () => quotePath(caip(1, 'ETH'), caip(1, 'USDC'), 'lots'),
      'positive whole number',
    ],
    [
      'decimal amount',
      () => quotePath(caip(1, 'ETH'), caip(1, 'USDC'), '1.5'),
      'positive whole number',
    ],
    [
      'gas price that is not a whole number of wei',
      () => `${quotePath(caip(1, 'ETH'), caip(1, 'USDC'), '1')}&gasPrice=1.5e9`,
      'gasPrice must be a whole number of wei per gas',
    ],
    [
      'gas price of zero',
      () => `${quotePath(caip(1, 'ETH'), caip(1, 'USDC'), '1')}&gasPrice=0`,
      'gasPrice must be a whole number of wei per gas',
    ],
    [
      'zero amount',
      () => quotePath(caip(1, 'ETH'), caip(1, 'USDC'), '0'),
      'amount must be greater than 0',
    ],
    [
      'amount over uint256',
      () => quotePath(caip(1, 'ETH'), caip(1, 'USDC'), '9'.repeat(78)),
      'uint256',
    ],
    [
      'amount the pools cannot take',
      () => quotePath(caip(1, 'USDC'), caip(1, 'ETH'), '9'.repeat(70)),
      'The pools cannot swap',
    ],
    [
      'unknown token',
      () => quotePath(caip(1, 'ETH'), `eip155:1:0x${'12'.repeat(20)}`, '1'),
      'Unknown token',
    ],
    [
      'same token',
      () => quotePath(caip(1, 'USDC'), caip(1, 'USDC'), '1'),
      'pick two different tokens',
    ],
    [
      'two chains',
      () => quotePath(caip(1, 'ETH'), caip(8453, 'USDC'), '1'),
      'must be on the same chain',
    ],
    [
      'swap on a chain not served',
      () => quotePath(`eip155:137:${native}`, caip(1, 'USDC'), '1'),
      'Network not supported for Swaps',
    ],
    [
      'plain token address',
      () => quotePath(stack.token(1, 'USDC').address, caip(1, 'ETH'), '1'),
      'CAIP-10',
    ],
    [
      'missing userAddress',
      () => `/v1/convert/quotes?amount=1&from=${caip(1, 'ETH')}&to=${caip(1, 'USDC')}`,
      'userAddress is required',
    ],
    [
      'user on another chain',
      () =>
        `/v1/convert/allowance?tokenAddress=${caip(1, 'USDC')}&userAddress=eip155:8453:${someone}`,
      'userAddress is on chain 8453',
    ],
    [
      'approval of the native coin',
      () =>
        `/v1/convert/build-approve?userAddress=${someone}&from=${caip(1, 'ETH')}&to=${caip(1, 'USDC')}`,
      'needs no approval',
    ],
    [
      'approval with a bad amount',
      () =>
        `/v1/convert/build-approve?userAddress=${someone}&from=${caip(1, 'USDC')}&to=${caip(1, 'ETH')}&amount=-1`,
      'positive whole number',
    ],
  ])('behavior: %s answers 400 with a clear reason', async (_name, path, message) => {
    const answer = await stack.api.get(`${path()}&${project}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect((answer.body as unknown as Reasons).reasons[0]?.description).toContain(message)
  })

  test.each([
    ['not JSON', '{amount', 'not valid JSON'],
    [
      'slippage as text',
      { amount: '1', eip155: { slippage: '1' }, from: 'ETH', to: 'USDC', userAddress: someone },
      'body.eip155.slippage',
    ],
    ['negative slippage', { amount: '1', eip155: { slippage: -1 } }, 'cannot be negative'],
    ['negative amount', { amount: '-1', eip155: { slippage: 1 } }, 'positive whole number'],
    [
      'unknown token',
      {
        amount: '1',
        eip155: { slippage: 1 },
        from: `eip155:1:${native}`,
        to: `eip155:1:0x${'ab'.repeat(20)}`,
        userAddress: someone,
      },
      'Unknown token',
    ],
    [
      'unsupported chain',
      {
        amount: '1',
        eip155: { slippage: 1 },
        from: `eip155:56:${native}`,
        to: `eip155:56:0x${'ab'.repeat(20)}`,
        userAddress: someone,
      },
      'Network not supported for Swaps',
    ],
  ])('behavior: build-transaction with %s answers 400', async (_name, body, message) => {
    const answer = await buildTransaction(body)
    expect(answer.status).toBe(400)
    expect(
      ((await answer.json()) as Reasons).reasons.map((r) => r.description).join(' | '),
    ).toContain(message)
  })
})
