import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { nativeCurrency } from '@keyport/server/chain/seedPlan.ts'
import {
  type StartSolanaChainReturnType,
  solanaClusters,
  solanaUsdcMint,
  startSolanaChain,
} from '@keyport/server/solana/index.ts'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The data API against the local Solana chain, both in this process (no slot clock: each landed
// transaction closes a slot, so nothing waits on time).
const zero = '0x0000000000000000000000000000000000000000'
const mainnet = solanaClusters.mainnet.caipNetworkId
const project = 'projectId=keyport-dev'
type Reasons = { code?: string; reasons?: { description: string }[] }

let solana: StartSolanaChainReturnType
let api: Awaited<ReturnType<typeof startTestApi>>
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>

beforeAll(async () => {
  solana = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
  rpc = createSolanaRpc(devnet(solana.deployment.rpcUrl))
  api = await startTestApi({
    // An EVM chain nothing listens for: the address checks answer before any call reaches it.
    deployment: {
      generatedAt: new Date(0).toISOString(),
      chains: [
        {
          chainId: 1,
          name: 'Ethereum (not running)',
          rpcUrl: 'http://127.0.0.1:9',
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
    solanaRpcUrls: { mainnet: solana.deployment.rpcUrl },
    rateLimit: 10_000,
  })
}, 30_000)
afterAll(async () => {
  await api?.stop()
  await solana?.stop()
})

describe('data API on Solana', () => {
  test('behavior: supported chains lists the served Solana network after the EVM chains, as CAIP-2 ids', async () => {
    expect(await api.get(`/v1/supported-chains?${project}`)).toEqual({
      status: 200,
      body: { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: [] },
    })
  })

  test('behavior: a dev account has SOL and USDC, priced, in the EVM balance shape', async () => {
    const owner = address(solana.deployment.accounts[1]!.address)
    const { value: held } = await rpc.getBalance(owner).send()
    const answer = await api.get(`/v1/account/${owner}/balance?${project}&chainId=${mainnet}`)
    expect(answer.status).toBe(200)
    expect(answer.body.balances).toEqual([
      expect.objectContaining({
        name: 'Solana',
        symbol: 'SOL',
        chainId: mainnet,
        price: 150,
        quantity: { decimals: '9', numeric: String(Number(held) / 1e9) },
      }),
      expect.objectContaining({
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: mainnet,
        address: `${mainnet}:${solanaUsdcMint}`,
        price: 1,
        value: 100_000,
        quantity: { decimals: '6', numeric: '100000' },
      }),
    ])
    expect((answer.body.balances as object[])[0]).not.toHaveProperty('address')
  })

  test('behavior: without chainId a Solana address gets every served Solana network', async () => {
    const owner = solana.deployment.accounts[1]!.address
    const answer = await api.get(`/v1/account/${owner}/balance?${project}`)
    expect((answer.body.balances as { symbol: string }[]).map((b) => b.symbol)).toEqual([
      'SOL',
      'USDC',
    ])
  })

  test('behavior: an empty account has no balances; after an airdrop it holds that SOL', async () => {
    const { address: owner } = await generateKeyPairSigner()
    const path = `/v1/account/${owner}/balance?${project}&chainId=${mainnet}&forceUpdate=1`
    expect(await api.get(path)).toEqual({ status: 200, body: { balances: [] } })
    await rpc.requestAirdrop(owner, lamports(2_500_000_000n), { commitment: 'confirmed' }).send()
    const answer = await api.get(`${path}2`)
    expect(answer.body.balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        value: 375,
        quantity: { decimals: '9', numeric: '2.5' },
      }),
    ])
  })

  test('behavior: a Solana network not served answers no balances', async () => {
    const owner = solana.deployment.accounts[1]!.address
    const devnetId = solanaClusters.devnet.caipNetworkId
    const answer = await api.get(`/v1/account/${owner}/balance?${project}&chainId=${devnetId}`)
    expect(answer).toEqual({ status: 200, body: { balances: [] } })
  })

  test.each([
    [
      'a 0x address on a Solana network',
      `0x${'ab'.repeat(20)}`,
      `chainId=${mainnet}`,
      'is not a Solana address: Solana networks need base58 text of 32 bytes',
    ],
    [
      'a Solana address on an EVM chain',
      '11111111111111111111111111111111',
      'chainId=1',
      'is a Solana address; EVM chains need 0x followed by 40 hex characters',
    ],
    [
      'base58 that is not 32 bytes',
      '3yZe7d',
      `chainId=${mainnet}`,
      'params.address: Expected an address: 0x followed by 40 hex characters, or a Solana address',
    ],
    [
      'characters outside base58',
      '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl',
      `chainId=${mainnet}`,
      'params.address: Expected an address',
    ],
  ])('behavior: %s answers 400 with a clear reason', async (_, owner, query, message) => {
    const answer = await api.get(`/v1/account/${owner}/balance?${project}&${query}`)
    expect(answer.status).toBe(400)
    expect((answer.body as Reasons).reasons?.[0]?.description).toContain(message)
  })

  test('behavior: @solana/kit sends a SOL transfer through the JSON-RPC endpoint; the balance route shows it', async () => {
    const api$ = createSolanaRpc(`${api.url}/v1/?chainId=${mainnet}&${project}`)
    const sender = await createKeyPairSignerFromPrivateKeyBytes(
      solana.ledger.seed.accounts[2]!.privateKey,
    )
    const { address: recipient } = await generateKeyPairSigner()
    const { value: blockhash } = await api$.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(sender, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: sender,
              destination: recipient,
              amount: 1_250_000_000n,
            }),
          ],
          m,
        ),
    )
    const transaction = await signTransactionMessageWithSigners(message)
    const wire = getBase64EncodedWireTransaction(transaction)
    const simulated = await api$.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(simulated.value.err).toBeNull()
    const signature = await api$.sendTransaction(wire, { encoding: 'base64' }).send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const { value: statuses } = await api$.getSignatureStatuses([signature]).send()
    expect(statuses[0]?.err).toBeNull()
    const answer = await api.get(`/v1/account/${recipient}/balance?${project}&chainId=${mainnet}`)
    expect(answer.body.balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '1.25' } }),
    ])
  })

  test('behavior: a Solana network not served answers 400 on the JSON-RPC endpoint', async () => {
    const answer = await fetch(
      `${api.url}/v1/?chainId=${solanaClusters.devnet.caipNetworkId}&${project}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
      },
    )
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Reasons).reasons?.[0]?.description).toBe(
      `Chain ${solanaClusters.devnet.caipNetworkId} is not supported here.`,
    )
  })
})
