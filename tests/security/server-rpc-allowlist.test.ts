import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { nativeCurrency } from '@keyport/server/chain/seedPlan.ts'
import { type AnvilNode, spawnAnvil } from '@keyport/server/chain/spawnAnvil.ts'
import { localChains } from '@keyport/stack'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Finding 5: the data API forwarded every JSON-RPC method to the chain. An attacker with the
// public project id minted ether, impersonated any account and smuggled dev calls in batches.
const zero = '0x0000000000000000000000000000000000000000'
const victim: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' // anvil's account #1
const attacker: Address = '0x000000000000000000000000000000000000a77a'

describe('data API JSON-RPC allow-list (finding 5)', () => {
  let node: AnvilNode
  let api: Awaited<ReturnType<typeof startTestApi>>
  let rpc: string

  beforeAll(async () => {
    node = await spawnAnvil({
      chain: localChains[0]!,
      host: '127.0.0.1',
      port: await freePort('127.0.0.1', 0),
    })
    api = await startTestApi({
      deployment: {
        generatedAt: new Date(0).toISOString(),
        chains: [
          {
            chainId: 1,
            name: 'Ethereum (local)',
            rpcUrl: node.rpcUrl,
            nativeCurrency,
            tokens: [],
            uniswap: { factory: zero, router: zero, pairs: [] },
            accountAbstraction: {
              entryPoint: zero,
              accountFactory: zero,
              paymaster: zero,
              delegate: zero,
            },
            devAccounts: [],
            seededAtBlock: 0,
          },
        ],
      },
      rateLimit: 10_000,
    })
    rpc = `${api.url}/v1/?chainId=1&projectId=keyport-dev`
  }, 30_000)
  afterAll(async () => {
    await api?.stop()
    await node?.stop()
  })

  const call = async (body: unknown) => {
    const answer = await fetch(rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: answer.status,
      body: (await answer.json()) as { code?: string; reasons?: { description: string }[] },
    }
  }
  const chain = () => createPublicClient({ transport: http(node.rpcUrl) })

  test('attack: anvil_setBalance through the API is refused with 403 method_not_allowed; the balance stays', async () => {
    const answer = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [attacker, '0x3635c9adc5dea00000'],
    })
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe('method_not_allowed')
    expect(answer.body.reasons?.[0]?.description).toContain('anvil_setBalance')
    expect(await chain().getBalance({ address: attacker })).toBe(0n)
  })

  test('attack: impersonating a user and eth_sendTransaction from their address are refused; nothing moves', async () => {
    const before = await chain().getBalance({ address: victim })
    const impersonate = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_impersonateAccount',
      params: [victim],
    })
    expect(impersonate.status).toBe(403)
    expect(impersonate.body.reasons?.[0]?.description).toContain('anvil_impersonateAccount')
    // Even with the node's own unlocked dev accounts, the API never sends for anyone.
    const send = await call({
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_sendTransaction',
      params: [{ from: victim, to: attacker, value: '0xde0b6b3a7640000' }],
    })
    expect(send.status).toBe(403)
    expect(send.body.code).toBe('method_not_allowed')
    expect(send.body.reasons?.[0]?.description).toContain('eth_sendTransaction')
    expect(await chain().getBalance({ address: victim })).toBe(before)
    expect(await chain().getBalance({ address: attacker })).toBe(0n)
  })

  test('attack: a dev call smuggled into a batch of reads refuses the whole batch and reaches no node', async () => {
    const answer = await call([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'anvil_setBalance',
        params: [attacker, '0x3635c9adc5dea00000'],
      },
      { jsonrpc: '2.0', id: 3, method: 'eth_blockNumber' },
    ])
    expect(answer.status).toBe(403)
    expect(answer.body.reasons?.[0]?.description).toContain(
      'anvil_setBalance (item 1 of the batch)',
    )
    expect(await chain().getBalance({ address: attacker })).toBe(0n)
  })

  test.each([
    'evm_mine',
    'hardhat_setBalance',
    'debug_traceTransaction',
    'admin_peers',
    'personal_unlockAccount',
    'eth_sign',
    'eth_signTransaction',
    'eth_accounts',
    'anvil_reset',
  ])('attack: %s answers 403 method_not_allowed naming it', async (method) => {
    const answer = await call({ jsonrpc: '2.0', id: 1, method, params: [] })
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe('method_not_allowed')
    expect(answer.body.reasons?.[0]?.description).toContain(method)
  })

  test('behavior: reads and batches of reads still go through', async () => {
    const single = await call({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
    expect(single).toMatchObject({ status: 200, body: { result: '0x1' } })
    const batch = await call([
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [victim, 'latest'] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
    ])
    expect(batch.status).toBe(200)
    expect(batch.body).toHaveLength(2)
    expect(parseEther('1')).toBeLessThan(BigInt((batch.body as { result: string }[])[0]!.result))
  })
})
