import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import {
  type StartSolanaChainReturnType,
  solanaClusters,
  startSolanaChain,
} from '@keyport/server/solana/index.ts'
import { type address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The data API's JSON-RPC endpoint for Solana must not be a faucet: on the local chain (and on
// devnet and testnet) requestAirdrop mints SOL for anyone who asks. An attacker with the public
// project id asks through the API, alone or hidden in a batch of reads.
const mainnet = solanaClusters.mainnet.caipNetworkId

describe('data API Solana JSON-RPC allow-list', () => {
  let solana: StartSolanaChainReturnType
  let api: Awaited<ReturnType<typeof startTestApi>>
  let rpc: string
  let attacker: ReturnType<typeof address>

  beforeAll(async () => {
    solana = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
    api = await startTestApi({
      solanaRpcUrls: { mainnet: solana.deployment.rpcUrl },
      rateLimit: 10_000,
    })
    rpc = `${api.url}/v1/?chainId=${mainnet}&projectId=keyport-dev`
    attacker = (await generateKeyPairSigner()).address
  }, 30_000)
  afterAll(async () => {
    await api?.stop()
    await solana?.stop()
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
  // Read straight from the chain, not through the API under test.
  const lamportsOf = async (owner: ReturnType<typeof address>) =>
    (await createSolanaRpc(solana.deployment.rpcUrl).getBalance(owner).send()).value

  test('attack: requestAirdrop through the API is refused with 403 method_not_allowed; no SOL is minted', async () => {
    const answer = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [attacker, 1_000_000_000_000],
    })
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe('method_not_allowed')
    expect(answer.body.reasons?.[0]?.description).toContain('requestAirdrop')
    expect(await lamportsOf(attacker)).toBe(0n)
  })

  test('attack: an airdrop smuggled into a batch of reads refuses the whole batch and reaches no RPC', async () => {
    const answer = await call([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [attacker, 1_000_000_000] },
      { jsonrpc: '2.0', id: 3, method: 'getBalance', params: [attacker] },
    ])
    expect(answer.status).toBe(403)
    expect(answer.body.reasons?.[0]?.description).toContain('requestAirdrop (item 1 of the batch)')
    expect(await lamportsOf(attacker)).toBe(0n)
  })

  test.each([
    'getProgramAccounts',
    'getLargestAccounts',
    'eth_getBalance',
    'anvil_setBalance',
    'setBalance',
  ])('attack: %s answers 403 method_not_allowed naming it', async (method) => {
    const answer = await call({ jsonrpc: '2.0', id: 1, method, params: [] })
    expect(answer.status).toBe(403)
    expect(answer.body.code).toBe('method_not_allowed')
    expect(answer.body.reasons?.[0]?.description).toContain(method)
  })

  test('behavior: reads and batches of reads still go through', async () => {
    const genesis = await call({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' })
    expect(genesis).toMatchObject({
      status: 200,
      body: { result: solanaClusters.mainnet.genesisHash },
    })
    const owner = solana.deployment.accounts[1]!.address
    const batch = await call([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] },
      { jsonrpc: '2.0', id: 2, method: 'getLatestBlockhash' },
    ])
    expect(batch.status).toBe(200)
    expect(batch.body).toHaveLength(2)
    expect(batch.body).toMatchObject([{ id: 1, result: { value: expect.any(Number) } }, { id: 2 }])
  })
})
