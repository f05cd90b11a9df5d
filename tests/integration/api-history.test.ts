import type { HistoryResponse, Transaction } from '@keyport/history/schemas'
import { createCheckoutStore } from '@keyport/server/api/onramp/createCheckoutStore.ts'
import { startIndexedTestStack } from '@keyport/server/indexer/testing/startIndexedTestStack.ts'
import { encodeFunctionData, erc20Abi, type Hex, parseAbi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// anvil's account #1: a well-known dev key the seeding funds with ETH and every token.
const account1Key: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const project = 'projectId=keyport-dev'
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

type Reasons = { reasons: { description: string }[] }

// The embedded wallet's smart account (server/chain/contracts): its owner may call execute directly.
const accountAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function execute(address dest, uint256 value, bytes func)',
])

describe('data API: history from the indexer over the local chains', () => {
  let stack: Awaited<ReturnType<typeof startIndexedTestStack>>
  beforeAll(async () => {
    stack = await startIndexedTestStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const history = async (account: string, query = '') => {
    const answer = await stack.api.get(`/v1/account/${account}/history?${project}${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as unknown as HistoryResponse
  }
  const byHash = (list: Transaction[], hash: string) => list.find((t) => t.metadata.hash === hash)

  test('behavior: a native and an ERC-20 transfer from a dev key show within one block', async () => {
    const sender = stack.walletFor(8453, account1Key)
    const recipient = randomAddress()
    const usdc = stack.token(8453, 'USDC')
    const nativeHash = await sender.sendTransaction({
      account: sender.account,
      chain: sender.chain,
      to: recipient,
      value: parseEther('0.25'),
    })
    await stack.settle(8453, nativeHash)
    const tokenHash = await sender.writeContract({
      account: sender.account,
      chain: sender.chain,
      address: usdc.address as Hex,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('12.5', 6)],
    })
    const receipt = await stack.settle(8453, tokenHash)

    const received = await history(recipient, '&chainId=eip155:8453')
    expect(received.next).toBeNull()
    expect(received.data.map((t) => t.metadata.hash)).toEqual([tokenHash, nativeHash])
    const [token, native] = received.data as [Transaction, Transaction]
    expect(token).toMatchObject({
      id: `eip155:8453:${tokenHash}`,
      metadata: {
        operationType: 'receive',
        status: 'confirmed',
        chain: 'eip155:8453',
        sentFrom: sender.account.address.toLowerCase(),
        sentTo: usdc.address.toLowerCase(),
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '12.5', int: '12500000', decimals: 6 },
          fungible_info: {
            symbol: 'USDC',
            name: 'USD Coin',
            address: `eip155:8453:${usdc.address.toLowerCase()}`,
          },
          price: expect.closeTo(1, 2),
          value: expect.closeTo(12.5, 1),
        },
      ],
    })
    const block = await stack.chain(8453).client.getBlock({ blockNumber: receipt.blockNumber })
    expect(token.metadata.minedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString())
    expect(native.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '0.25', int: parseEther('0.25').toString(), decimals: 18 },
        fungible_info: expect.objectContaining({ symbol: 'ETH', name: 'Ether' }),
        price: expect.closeTo(3000, -2),
      }),
    ])
    expect(native.transfers[0]?.fungible_info?.address).toBeUndefined()

    // The sender's list (shared with other files on PostgreSQL) holds both, as sends.
    const sent = await history(sender.account.address, '&chainId=8453')
    expect(byHash(sent.data, tokenHash)?.metadata.operationType).toBe('send')
    expect(byHash(sent.data, nativeHash)?.transfers[0]?.direction).toBe('out')
  })

  test('behavior: only the requested chain answers; an unsupported one answers empty', async () => {
    const { address } = await stack.fundedAccount(1, { ether: '1' })
    expect((await history(address)).data).toHaveLength(1)
    expect((await history(address, '&chainId=1')).data).toHaveLength(1)
    for (const chainId of ['8453', 'eip155:8453', '137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
      expect(await history(address, `&chainId=${chainId}`)).toEqual({ data: [], next: null })
    expect(await history(address, '&onramp=coinbase')).toEqual({ data: [], next: null })
  })

  test('behavior: ether a smart account forwards by an internal call shows as a transfer (call traces)', async () => {
    const owner = await stack.fundedAccount(1, { ether: '2' })
    const { client, deployment } = stack.chain(1)
    const factory = deployment.accountAbstraction.accountFactory as Hex
    const account = await client.readContract({
      address: factory,
      abi: accountAbi,
      functionName: 'getAddress',
      args: [owner.address, 7n],
    })
    const send = (request: { to: Hex; value?: bigint; data?: Hex }) =>
      owner.wallet.sendTransaction({
        account: owner.wallet.account,
        chain: owner.wallet.chain,
        ...request,
      })
    await stack.settle(
      1,
      await send({
        to: factory,
        data: encodeFunctionData({
          abi: accountAbi,
          functionName: 'createAccount',
          args: [owner.address, 7n],
        }),
      }),
    )
    await stack.settle(1, await send({ to: account, value: parseEther('1') }))
    const recipient = randomAddress()
    const hash = await send({
      to: account,
      data: encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [recipient, parseEther('0.4'), '0x'],
      }),
    })
    expect((await stack.settle(1, hash)).status).toBe('success')

    const received = byHash((await history(recipient, '&chainId=1')).data, hash)
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      sentTo: account.toLowerCase(),
    })
    expect(received?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        sender: account.toLowerCase(),
        recipient: recipient.toLowerCase(),
        quantity: { numeric: '0.4', int: parseEther('0.4').toString(), decimals: 18 },
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    const sent = byHash((await history(account, '&chainId=1')).data, hash)
    expect(sent?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', recipient: recipient.toLowerCase() }),
    ])
  })

  test('behavior: onramp=coinbase lists only the deliveries the on-ramp recorded; another value is a 400', async () => {
    const buyer = await stack.fundedAccount(1, { ether: '1' })
    const treasury = stack.walletFor(1, account1Key)
    const delivery = await treasury.sendTransaction({
      account: treasury.account,
      chain: treasury.chain,
      to: buyer.address,
      value: parseEther('0.03'),
    })
    await stack.settle(1, delivery)
    // What purchaseCheckout records once the delivery is mined.
    const checkouts = createCheckoutStore(stack.api.db)
    const id = `test-${delivery.slice(2, 14)}`
    const wallets = [{ address: buyer.address, blockchains: ['ethereum'], assets: ['ETH'] }]
    await checkouts.insert(
      {
        id,
        projectId: 'keyport-dev',
        partnerUserId: buyer.address,
        wallets,
        defaultNetwork: 'ethereum',
        presetCryptoAmount: null,
        presetFiatAmount: null,
        expiresAt: new Date(Date.now() + 60_000),
      },
      new Date(),
    )
    await checkouts.complete(id, delivery, { asset: 'ETH' }, new Date())

    expect((await history(buyer.address, '&chainId=1')).data).toHaveLength(2)
    const purchases = await history(buyer.address, '&chainId=1&onramp=coinbase')
    expect(purchases.data.map((t) => t.metadata.hash)).toEqual([delivery])
    expect(purchases.data[0]?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: expect.objectContaining({ numeric: '0.03' }),
      }),
    ])
    const other = await stack.api.get(
      `/v1/account/${buyer.address}/history?${project}&onramp=moonpay`,
    )
    expect(other.status).toBe(400)
    expect((other.body as Reasons).reasons[0]?.description).toContain("onramp must be 'coinbase'")
  })

  test("behavior: cache= is validated and sets the answer's cache-control", async () => {
    const { address } = await stack.fundedAccount(1, { ether: '1' })
    const control = async (query: string) => {
      const answer = await fetch(
        `${stack.api.url}/v1/account/${address}/history?${project}${query}`,
      )
      expect(answer.status).toBe(200)
      return answer.headers.get('cache-control')
    }
    expect(await control('')).toBe('private, no-cache')
    expect(await control('&cache=no-store')).toBe('no-store')
    const bad = await stack.api.get(`/v1/account/${address}/history?${project}&cache=forever`)
    expect(bad.status).toBe(400)
    expect((bad.body as Reasons).reasons[0]?.description).toContain(
      'cache must be a fetch cache mode',
    )
  })

  test('behavior: a reverted transaction shows as failed, having moved nothing', async () => {
    const { wallet, address } = await stack.fundedAccount(1, { ether: '1' })
    const hash = await wallet.sendTransaction({
      account: wallet.account,
      chain: wallet.chain,
      to: stack.token(1, 'DAI').address as Hex,
      // More DAI than the account has: the token reverts. A fixed gas limit skips estimation.
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [randomAddress(), 1n],
      }),
      gas: 100_000n,
    })
    const receipt = await stack.settle(1, hash)
    expect(receipt.status).toBe('reverted')
    const found = byHash((await history(address)).data, hash)
    expect(found?.metadata).toMatchObject({ status: 'failed', operationType: 'execute' })
    expect(found?.transfers).toEqual([])
  })

  test('behavior: cursor paging gives disjoint pages, newest first, and next null at the end', async () => {
    const { wallet, address } = await stack.fundedAccount(1, { ether: '5' })
    const hashes: Hex[] = []
    for (let i = 0; i < 22; i++) {
      const hash = await wallet.sendTransaction({
        account: wallet.account,
        chain: wallet.chain,
        to: randomAddress(),
        value: BigInt(i + 1),
      })
      hashes.push(hash)
      await stack.chain(1).client.waitForTransactionReceipt({ hash })
    }
    const last = await stack.chain(1).client.getTransactionReceipt({ hash: hashes.at(-1) as Hex })
    await stack.indexer.waitForBlock(1, last.blockNumber)

    const first = await history(address)
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await history(address, `&cursor=${first.next}`)
    expect(second.next).toBeNull()
    expect(second.data).toHaveLength(3) // two sends and the funding
    const all = [...first.data, ...second.data].map((t) => t.metadata.hash)
    expect(new Set(all).size).toBe(23)
    expect(all.slice(0, 22)).toEqual([...hashes].reverse())
    expect(second.data.at(-1)?.metadata.operationType).toBe('receive')
  })

  test.each([
    ['/v1/account/0x1234/history', 400, "Transactions can't be fetched without an accountAddress"],
    [
      '/v1/account/undefined/history',
      400,
      "Transactions can't be fetched without an accountAddress",
    ],
    // An empty segment is not a canonical path: refused before any route (docs/security.md).
    ['/v1/account//history', 400, 'This path is not in canonical form'],
    [`/v1/account/${randomAddress()}/history?cursor=nope`, 400, 'not a cursor this API gave out'],
    [`/v1/account/${randomAddress()}/history?cursor=${'x'.repeat(500)}`, 400, 'cursor is too long'],
    [`/v1/account/${randomAddress()}/history?chainId=one`, 400, 'query.chainId'],
  ])('behavior: GET %s answers %i with a clear reason', async (path, status, message) => {
    const answer = await stack.api.get(`${path}${path.includes('?') ? '&' : '?'}${project}`)
    expect(answer.status).toBe(status)
    expect((answer.body as unknown as Reasons).reasons[0]?.description).toContain(message)
  })
})
