import { createClient } from 'viem'
import { call, getChainId } from 'viem/actions'
import { afterEach, describe, expect, test } from 'vitest'
import { deadRpcUrl, type FakeRpcServer, startFakeRpcServer } from '../testing/fakeRpcServer.ts'
import { createChainTransport, getChainClient, rpcRanking } from './getChainClient.ts'

const servers: FakeRpcServer[] = []
const start = async (...args: Parameters<typeof startFakeRpcServer>) => {
  const server = await startFakeRpcServer(...args)
  servers.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const client = (urls: string[]) => createClient({ transport: createChainTransport(urls) })
const ethCall = (urls: string[]) =>
  call(client(urls), { to: '0x0000000000000000000000000000000000000001', data: '0x' })
const methodCalls = (servers: FakeRpcServer[], method: string) =>
  servers.flatMap((server) => server.calls).filter((entry) => entry.method === method)

describe('createChainTransport', () => {
  test('behavior: a dead first URL falls over to the next one', async () => {
    const live = await start({ eth_chainId: { result: '0x7a69' } })
    await expect(getChainId(client([await deadRpcUrl(), live.url]))).resolves.toBe(31337)
  })

  test('behavior: an RPC error with code 5000 is rethrown, not retried on the next URL', async () => {
    const answer = { error: { code: 5000, message: 'User rejected.' } }
    const first = await start({ eth_call: answer })
    const second = await start({ eth_call: answer })
    await expect(ethCall([first.url, second.url])).rejects.toThrow('User rejected')
    expect(methodCalls([first, second], 'eth_call')).toHaveLength(1)
  })

  test('behavior: a node-message error (execution reverted) is rethrown, not retried', async () => {
    const answer = { error: { code: -32000, message: 'execution reverted: not owner' } }
    const first = await start({ eth_call: answer })
    const second = await start({ eth_call: answer })
    await expect(ethCall([first.url, second.url])).rejects.toThrow('not owner')
    expect(methodCalls([first, second], 'eth_call')).toHaveLength(1)
  })

  test('behavior: another RPC error goes on to the next URL', async () => {
    const first = await start({
      eth_call: { error: { code: -32000, message: 'header not found' } },
    })
    const second = await start({
      eth_call: { error: { code: -32000, message: 'header not found' } },
    })
    await expect(ethCall([first.url, second.url])).rejects.toThrow('header not found')
    expect(methodCalls([first, second], 'eth_call')).toHaveLength(2)
  })

  test('behavior: with several URLs, each is pinged for ranking', async () => {
    const first = await start({})
    const second = await start({})
    client([first.url, second.url])
    await expect(first.nextCall('net_listening')).resolves.toMatchObject({ params: undefined })
    await expect(second.nextCall('net_listening')).resolves.toBeDefined()
  })

  test('behavior: ranks with the spec section 9 constants', () => {
    expect(rpcRanking).toEqual({
      intervalMs: 4000,
      sampleCount: 10,
      timeoutMs: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })

  test('behavior: no URL is a clear error', () => {
    expect(() => createChainTransport([])).toThrow('A chain client needs at least one RPC URL.')
  })
})

describe('getChainClient', () => {
  test('behavior: reads over the data API when the network URL is dead, one client per chain', async () => {
    const api = await start({ eth_chainId: { result: '0x1' } })
    const network = { id: 1, rpcUrls: { default: { http: [await deadRpcUrl()] } } }
    const parameters = { network, apiUrl: api.url, projectId: 'keyport-dev' }
    const shared = getChainClient(parameters)
    expect(getChainClient(parameters)).toBe(shared)
    await expect(getChainId(shared)).resolves.toBe(1)
  })
})
