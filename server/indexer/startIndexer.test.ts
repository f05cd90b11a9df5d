import { parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiChains } from '../api/createApiChains.ts'
import { startIndexer } from './startIndexer.ts'
import { startIndexedTestStack } from './testing/startIndexedTestStack.ts'

type Stack = Awaited<ReturnType<typeof startIndexedTestStack>>

describe('startIndexer', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startIndexedTestStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const rowsFor = (account: string) =>
    stack.api.db.query<{
      hash: string
      log_index: number
      kind: string
      symbol: string
      amount: string
    }>(
      `select t.hash, t.log_index, t.kind, t.symbol, t.amount from chain_transfers t
       join account_transactions a on a.chain_id = t.chain_id and a.hash = t.hash
       where a.account = $1 order by t.hash, t.log_index`,
      [account.toLowerCase()],
    )

  test('behavior: native and ERC-20 transfers are stored within one block', async () => {
    const sender = await stack.fundedAccount(8453, {
      ether: '2',
      tokens: { USDC: parseUnits('50', 6) },
    })
    const rows = await rowsFor(sender.address)
    expect(rows.map((r) => [r.kind, r.symbol, r.amount]).sort()).toEqual(
      [
        ['erc20', 'USDC', '50000000'],
        ['native', 'ETH', parseEther('2').toString()],
      ].sort(),
    )
  })

  test('behavior: a restart resumes from the stored cursor and duplicates nothing', async () => {
    const account = await stack.fundedAccount(1, { ether: '1' })
    const before = await rowsFor(account.address)
    const again = await startIndexer({
      db: stack.api.db,
      chains: new Map([[1, stack.chain(1)]]),
      intervalMs: 50,
      log: () => {},
    })
    const head = await stack.chain(1).client.getBlockNumber({ cacheTime: 0 })
    await again.waitForBlock(1, head)
    await again.stop()
    expect(await rowsFor(account.address)).toEqual(before)
  })

  test('behavior: a node reset back to an earlier block drops what no longer exists', async () => {
    const { client } = stack.chain(1)
    const snapshot = await client.request({ method: 'evm_snapshot' as never })
    const account = await stack.fundedAccount(1, { ether: '1' })
    expect(await rowsFor(account.address)).toHaveLength(1)
    await client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
    // A new block on the reverted chain, at the height the lost one had.
    const other = await stack.fundedAccount(1, { ether: '3' })
    // waitForBlock has nothing to wait for here (the height was indexed already), so poll.
    await expect.poll(async () => (await rowsFor(account.address)).length).toBe(0)
    await expect.poll(async () => (await rowsFor(other.address)).length).toBe(1)
  })

  test('behavior: a node that is down neither stops the start nor the other chain', async () => {
    const deployment = {
      ...stack.deployment,
      chains: stack.deployment.chains.map((chain) =>
        chain.chainId === 8453 ? { ...chain, rpcUrl: 'http://127.0.0.1:9' } : chain,
      ),
    }
    const logged: string[] = []
    const indexer = await startIndexer({
      db: stack.api.db,
      chains: createApiChains(deployment),
      intervalMs: 20,
      log: (message) => logged.push(message),
    })
    try {
      await indexer.waitForBlock(1, await stack.chain(1).client.getBlockNumber({ cacheTime: 0 }))
      await expect(indexer.waitForBlock(8453, 1, 200)).rejects.toThrow(
        'Block 1 of chain 8453 was not indexed within 200 ms (at none); is the node up?',
      )
      // Once per outage, not once per poll.
      expect(logged).toEqual(['chain 8453 could not be indexed; retrying'])
    } finally {
      await indexer.stop()
    }
  })

  test('behavior: waitForBlock on a chain it does not follow rejects clearly', async () => {
    await expect(stack.indexer.waitForBlock(10, 1)).rejects.toThrow(
      'The indexer does not follow chain 10.',
    )
  })
})
