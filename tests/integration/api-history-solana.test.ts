import type { HistoryResponse, Transaction } from '@keyport/history/schemas'
import { startSolanaIndexedTestStack } from '@keyport/server/indexer/testing/startSolanaIndexedTestStack.ts'
import { solanaClusters, solanaUsdcMint } from '@keyport/server/solana/index.ts'
import { generateKeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// History on Solana: the local chain driven by @solana/kit, the indexer storing its blocks, the
// data API reading them. No slot clock: each landed transaction is confirmed at once.
const network = solanaClusters.mainnet.caipNetworkId
const project = 'projectId=keyport-dev'
type Reasons = { reasons: { description: string }[] }

describe('data API: Solana history from the indexer over the local chain', () => {
  let stack: Awaited<ReturnType<typeof startSolanaIndexedTestStack>>
  beforeAll(async () => {
    stack = await startSolanaIndexedTestStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const history = async (account: string, query = `&chainId=${network}`) => {
    const answer = await stack.api.get(`/v1/account/${account}/history?${project}${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as unknown as HistoryResponse
  }

  test('behavior: a SOL and a USDC transfer show for the sender as sends and for the recipient as receives, with symbol, decimals and price', async () => {
    const sender = await stack.fundedAccount({ lamports: 2_000_000_000n, usdc: 50_000_000n })
    const recipient = (await generateKeyPairSigner()).address
    const solSignature = await stack.send(sender, [
      getTransferSolInstruction({ source: sender, destination: recipient, amount: 250_000_000n }),
    ])
    const usdcSignature = await stack.send(
      sender,
      await stack.usdcTransfer(sender, recipient, 12_500_000n),
    )

    const received = await history(recipient)
    expect(received.next).toBeNull()
    expect(received.data.map((t) => t.metadata.hash)).toEqual([usdcSignature, solSignature])
    const [usdc, sol] = received.data as [Transaction, Transaction]
    expect(sol).toEqual({
      id: `${network}:${solSignature}`,
      metadata: {
        operationType: 'receive',
        hash: solSignature,
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentFrom: sender.address,
        sentTo: recipient,
        status: 'confirmed',
        nonce: 0,
        chain: network,
      },
      transfers: [
        {
          fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: expect.any(String) } },
          direction: 'in',
          quantity: { numeric: '0.25', int: '250000000', decimals: 9 },
          sender: sender.address,
          recipient,
          price: 150,
          value: 37.5,
        },
      ],
    })
    expect(usdc.metadata).toMatchObject({ operationType: 'receive', sentFrom: sender.address })
    expect(usdc.transfers).toEqual([
      {
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: expect.any(String) },
          address: `${network}:${solanaUsdcMint}`,
        },
        direction: 'in',
        quantity: { numeric: '12.5', int: '12500000', decimals: 6 },
        sender: sender.address,
        recipient,
        price: 1,
        value: 12.5,
      },
    ])

    const sent = await history(sender.address)
    expect(sent.data.map((t) => [t.metadata.operationType, t.transfers[0]?.direction])).toEqual([
      ['send', 'out'],
      ['send', 'out'],
      ['receive', 'in'],
    ])
    // Without chainId, a base58 address reads every served Solana network.
    expect(await history(recipient, '')).toEqual(received)
  })

  test('behavior: cursor paging gives disjoint pages, newest first, and next null at the end', async () => {
    const sender = await stack.fundedAccount()
    const signatures: string[] = []
    for (let i = 0; i < 21; i++) {
      const destination = (await generateKeyPairSigner()).address
      signatures.push(
        await stack.send(sender, [
          getTransferSolInstruction({ source: sender, destination, amount: BigInt(1_000_000 + i) }),
        ]),
      )
    }
    const first = await history(sender.address)
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await history(sender.address, `&chainId=${network}&cursor=${first.next}`)
    expect(second.next).toBeNull()
    expect(second.data.map((t) => t.metadata.operationType)).toEqual(['send', 'receive'])
    const all = [...first.data, ...second.data].map((t) => t.metadata.hash)
    expect(all.slice(0, 21)).toEqual([...signatures].reverse())
  })

  test('behavior: a Solana network not served answers an empty list', async () => {
    const account = stack.solana.deployment.accounts[1]!.address
    expect(await history(account, `&chainId=${solanaClusters.devnet.caipNetworkId}`)).toEqual({
      data: [],
      next: null,
    })
  })

  test.each([
    // 'O' and 'l' are not base58 letters.
    ['/v1/account/oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kqOl/history', 'accountAddress'],
    ['/v1/account/oeYf6KAJkLYhBuR8/history', 'accountAddress'],
    [
      `/v1/account/0x000000000000000000000000000000000000dEaD/history?chainId=${network}`,
      'is not a Solana address',
    ],
  ])('behavior: GET %s is a 400 with a clear reason', async (path, message) => {
    const answer = await stack.api.get(`${path}${path.includes('?') ? '&' : '?'}${project}`)
    expect(answer.status).toBe(400)
    expect((answer.body as unknown as Reasons).reasons[0]?.description).toContain(message)
  })
})
