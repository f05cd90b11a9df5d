import { encodeFunctionResult, erc20Abi, toFunctionSelector } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import { type FakeRpcServer, startFakeRpcServer } from '../testing/fakeRpcServer.ts'
import { readAppTokens } from './readAppTokens.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const network = (url: string): Network => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
})

const results = {
  balanceOf: 1_500_000_000_000_000_000n,
  name: 'Dai Stablecoin',
  symbol: 'DAI',
  decimals: 18,
}
const selectors = {
  balanceOf: toFunctionSelector('balanceOf(address)'),
  name: toFunctionSelector('name()'),
  symbol: toFunctionSelector('symbol()'),
  decimals: toFunctionSelector('decimals()'),
}
const token = (answers: Partial<typeof results> = {}) => {
  const values = { ...results, ...answers }
  return (params: unknown) => {
    const [{ to, data }] = params as [{ to: string; data: string }]
    if (to.toLowerCase() !== dai.toLowerCase())
      return { error: { code: -32000, message: 'no code' } }
    const name = (Object.keys(selectors) as (keyof typeof selectors)[]).find((fn) =>
      data.startsWith(selectors[fn]),
    )
    if (!name) return { error: { code: -32000, message: 'unknown call' } }
    return {
      result: encodeFunctionResult({
        abi: erc20Abi,
        functionName: name,
        result: values[name] as never,
      }),
    }
  }
}

const servers: FakeRpcServer[] = []
const start = async (answers: Parameters<typeof startFakeRpcServer>[0]) => {
  const server = await startFakeRpcServer(answers)
  servers.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

describe('readAppTokens', () => {
  test('behavior: reads balanceOf, name, symbol and decimals on chain, in the balance shape', async () => {
    const rpc = await start({ eth_call: token() })
    const found = await readAppTokens({
      tokens: { 'eip155:31337': { address: dai, image: 'https://app.example/dai.svg' } },
      networks: [network(rpc.url)],
      owner,
      chainId: 'eip155:31337',
    })
    expect(found).toEqual([
      {
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        chainId: 'eip155:31337',
        address: `eip155:31337:${dai}`,
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: 'https://app.example/dai.svg',
      },
    ])
    const balanceCall = rpc.calls.find((call) =>
      JSON.stringify(call.params).includes(owner.slice(2).toLowerCase()),
    )
    expect(balanceCall).toBeDefined()
  })

  test('behavior: a zero balance, a chain without an app token or failing reads add nothing', async () => {
    const empty = await start({ eth_call: token({ balanceOf: 0n }) })
    const base = { tokens: { 'eip155:31337': { address: dai } as const }, owner } as const
    await expect(
      readAppTokens({ ...base, networks: [network(empty.url)], chainId: 'eip155:31337' }),
    ).resolves.toEqual([])
    await expect(
      readAppTokens({ ...base, networks: [network(empty.url)], chainId: 'eip155:1' }),
    ).resolves.toEqual([])
    const reverting = await start({
      eth_call: { error: { code: 3, message: 'execution reverted' } },
    })
    await expect(
      readAppTokens({ ...base, networks: [network(reverting.url)], chainId: 'eip155:31337' }),
    ).resolves.toEqual([])
  })
})
