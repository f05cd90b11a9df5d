import type { TokenBalance } from '@keyport/connect/schemas'
import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import {
  type StartChainsReturnType,
  startChains,
  toViemChain,
} from '@keyport/server/chain/index.ts'
import { type Address, createWalletClient, erc20Abi, http, parseUnits, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { junkStrings } from '../support/junkStrings.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// anvil's account #1: a well-known dev key the seeding funds with ETH and every token.
const account1Key = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const project = 'projectId=keyport-dev'

type Reasons = { reasons: { description: string }[] }

describe('data API: balances and prices over the local chains', () => {
  let chains: StartChainsReturnType
  let api: Awaited<ReturnType<typeof startTestApi>>

  beforeAll(async () => {
    chains = await startChains({ ports: { 1: 0, 8453: 0 } })
    api = await startTestApi({ deployment: chains.deployment, rateLimit: 10_000 })
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chains?.stop()
  })

  const chain = (id: number) => {
    const found = chains.deployment.chains.find((c) => c.chainId === id)
    if (!found) throw new Error(`chain ${id} is not deployed`)
    return found
  }
  const token = (chainId: number, symbol: string) => {
    const found = chain(chainId).tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`${symbol} is not deployed on chain ${chainId}`)
    return found
  }
  const balances = async (address: string, query = '') => {
    const answer = await api.get(`/v1/account/${address}/balance?${project}${query}`)
    expect(answer.status).toBe(200)
    return answer.body.balances as TokenBalance[]
  }
  const prices = (body: unknown) =>
    fetch(`${api.url}/v1/fungible/price?${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  test('behavior: the dev account holds ETH and every token, valued at pool prices', async () => {
    const list = await balances(account0, '&currency=usd&chainId=1')
    expect(list.map((b) => b.symbol).sort()).toEqual(['DAI', 'ETH', 'USDC', 'WETH'])
    const eth = list.find((b) => b.symbol === 'ETH')
    expect(eth).toMatchObject({ chainId: 'eip155:1', quantity: { decimals: '18' } })
    expect(eth).not.toHaveProperty('address')
    expect(eth?.iconUrl).toMatch(/^data:image\/svg\+xml,/)
    const usdc = list.find((b) => b.symbol === 'USDC')
    expect(usdc?.address).toBe(`eip155:1:${token(1, 'USDC').address}`)
    expect(usdc?.quantity.decimals).toBe('6')
    expect(usdc?.price).toBe(1)
    for (const b of list) expect(b.value).toBeCloseTo(Number(b.quantity.numeric) * b.price, 3)
    // Largest holding first.
    expect(list.map((b) => b.value)).toEqual(list.map((b) => b.value).sort((a, b) => b - a))
  })

  test('behavior: chainId is accepted as 1 or eip155:1, and absent means every served chain', async () => {
    const numeric = await balances(account0, '&chainId=8453')
    const caip = await balances(account0, '&chainId=eip155:8453')
    expect(caip).toEqual(numeric)
    expect(new Set(numeric.map((b) => b.chainId))).toEqual(new Set(['eip155:8453']))
    const all = await balances(account0)
    expect(new Set(all.map((b) => b.chainId))).toEqual(new Set(['eip155:1', 'eip155:8453']))
  })

  test('behavior: an ERC-20 transfer shows on the next call with forceUpdate', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    expect(await balances(recipient, '&chainId=1')).toEqual([])

    const usdc = token(1, 'USDC').address as Address
    const wallet = createWalletClient({
      account: privateKeyToAccount(account1Key),
      chain: toViemChain(chain(1)),
      transport: http(),
    }).extend(publicActions)
    const hash = await wallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 6)],
    })
    // Sent is not mined: on a loaded machine the node may answer before the block holds it.
    await wallet.waitForTransactionReceipt({ hash })

    // Within 30 s the cached answer stands; forceUpdate reads the chain again.
    const cached = await api.get(`/v1/account/${recipient}/balance?${project}&chainId=1`)
    expect(cached.body.balances).toEqual([])
    const fresh = await balances(recipient, '&chainId=1&forceUpdate=true')
    expect(fresh).toEqual([
      expect.objectContaining({
        symbol: 'USDC',
        address: `eip155:1:${usdc}`,
        quantity: { decimals: '6', numeric: '12.5' },
        price: 1,
        value: 12.5,
      }),
    ])
  })

  test('behavior: an address in any letter case is read, checksum or not', async () => {
    const lower = await balances(account0.toLowerCase(), '&chainId=1&forceUpdate=1')
    const badChecksum = await balances(`0x${account0.slice(2).toUpperCase()}`, '&chainId=1')
    expect(badChecksum.map((b) => b.symbol)).toEqual(lower.map((b) => b.symbol))
  })

  test('behavior: prices come from the pools: ETH and WETH near 3000, USDC and DAI near 1', async () => {
    for (const chainId of [1, 8453]) {
      const answer = await prices({
        currency: 'usd',
        projectId: 'keyport-dev',
        addresses: ['ETH', 'WETH', 'USDC', 'DAI'].map(
          (symbol) =>
            `eip155:${chainId}:${symbol === 'ETH' ? native : token(chainId, symbol).address}`,
        ),
      })
      expect(answer.status).toBe(200)
      const { fungibles } = (await answer.json()) as {
        fungibles: { symbol: string; price: number; name: string; iconUrl: string }[]
      }
      expect(fungibles.map((f) => f.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'DAI'])
      const [eth, weth, usdc, dai] = fungibles.map((f) => f.price) as number[]
      expect(eth).toBeGreaterThan(2_900)
      expect(eth).toBeLessThan(3_100)
      expect(weth).toBe(eth)
      expect(usdc).toBe(1)
      expect(dai).toBeGreaterThan(0.97)
      expect(dai).toBeLessThan(1.03)
      expect(fungibles[2]?.name).toBe('USD Coin')
    }
  })

  test.each([
    ['/v1/account/0x1234/balance', 400, 'params.address: Expected an address'],
    [`/v1/account/${account0}/balance?chainId=abc`, 400, 'query.chainId: Expected a chain id'],
    [`/v1/account/${account0}/balance?chainId=eip155:x1`, 400, 'query.chainId'],
    [`/v1/account/${account0}/balance?chainId=1&currency=eur`, 400, 'Only currency=usd'],
  ])('behavior: GET %s answers %i with a clear reason', async (path, status, message) => {
    const answer = await api.get(`${path}${path.includes('?') ? '&' : '?'}${project}`)
    expect(answer.status).toBe(status)
    expect((answer.body as Reasons).reasons[0]?.description).toContain(message)
  })

  test.each([['12345'], ['eip155:12345']])(
    "behavior: a chain outside spec §9's supported networks (%s) is a 400 'Network not supported for Balances'",
    async (chainId) => {
      const answer = await api.get(`/v1/account/${account0}/balance?${project}&chainId=${chainId}`)
      expect(answer.status).toBe(400)
      expect((answer.body as Reasons).reasons[0]?.description).toBe(
        'Network not supported for Balances: chain 12345 is not a supported network (served: 1, 8453).',
      )
    },
  )

  test.each([['999'], ['eip155:999'], ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']])(
    'behavior: a supported chain not served here (%s) answers empty balances',
    async (chainId) => {
      expect(await balances(account0, `&chainId=${chainId}`)).toEqual([])
    },
  )

  test.each([
    [
      'an unknown token',
      { currency: 'usd', addresses: [`eip155:1:${account0}`] },
      404,
      `Unknown token eip155:1:${account0}`,
    ],
    [
      'an unknown chain',
      { currency: 'usd', addresses: [`eip155:999:${native}`] },
      400,
      'Chain 999 is not supported here',
    ],
    [
      'a malformed address',
      { currency: 'usd', addresses: ['eip155:1:0x12'] },
      400,
      'body.addresses.0: Expected a CAIP-10 token address',
    ],
    [
      'a non-numeric chain id',
      { currency: 'usd', addresses: [`eip155:one:${native}`] },
      400,
      'body.addresses.0',
    ],
    ['another currency', { currency: 'eur', addresses: [`eip155:1:${native}`] }, 400, 'usd'],
    ['no addresses', { currency: 'usd', addresses: [] }, 400, 'Give at least one address'],
    ['a body that is not JSON', '{nope', 400, 'not valid JSON'],
  ])(
    'behavior: a price request with %s answers 4xx with a clear reason',
    async (_, body, status, message) => {
      const answer = await prices(body)
      expect(answer.status).toBe(status)
      expect(((await answer.json()) as Reasons).reasons[0]?.description).toContain(message)
    },
  )

  test('behavior: fuzzed addresses, chain ids and price bodies never get a 5xx', async () => {
    const junk = junkStrings(7, 60)
    for (const [i, value] of junk.entries()) {
      const text = encodeURIComponent(value)
      const balance = await api.get(`/v1/account/${text}/balance?${project}&chainId=${text}`)
      const chainOnly = await api.get(`/v1/account/${account0}/balance?${project}&chainId=${text}`)
      const price = await prices(
        i % 2
          ? { currency: 'usd', addresses: [value, `eip155:1:${value}`, `${value}:${native}`] }
          : { currency: value, addresses: value },
      )
      for (const answer of [balance.status, chainOnly.status, price.status])
        expect(answer, `input ${JSON.stringify(value)}`).toBeLessThan(500)
    }
  })
})
