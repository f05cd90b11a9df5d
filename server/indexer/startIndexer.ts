import { BaseError } from 'viem'
import type { ApiChain } from '../api/ApiDeps.ts'
import type { Database } from '../db/Database.ts'
import { migrate } from '../db/migrate.ts'
import { type ChainIndexer, createChainIndexer } from './createChainIndexer.ts'

export type StartIndexerParameters = {
  db: Database
  /** The chains to follow, by chain id (the data API's `createApiChains(deployment)`). */
  chains: ReadonlyMap<number, ApiChain>
  /** Pause between polls once caught up. @default 500 */
  intervalMs?: number
  /** Most blocks fetched per step while catching up. @default 100 */
  batchSize?: number
  /** @default console.error with an '[indexer]' prefix */
  log?: (message: string, error?: unknown) => void
}

export type StartIndexerReturnType = {
  /** Stops polling and waits for the step in progress; safe to call twice. */
  stop(): Promise<void>
  /**
   * Resolves once block `n` of `chainId` is in the database.
   * @default timeoutMs 15000
   */
  waitForBlock(chainId: number, n: bigint | number, timeoutMs?: number): Promise<void>
}

/**
 * Follows every chain's blocks and logs into the database: native transfers, ERC-20 and ERC-721
 * Transfers, Uniswap v2 swaps. Starts where it stopped last time (the cursor is in the
 * database), from block 0 on a new chain, and polls for new blocks every `intervalMs`.
 *
 * @example
 * const indexer = await startIndexer({ db, chains: createApiChains(deployment) })
 * const hash = await wallet.sendTransaction({ to, value: 1n })
 * const { blockNumber } = await client.waitForTransactionReceipt({ hash })
 * await indexer.waitForBlock(1, blockNumber)
 * await indexer.stop()
 */
export async function startIndexer({
  db,
  chains,
  intervalMs = 500,
  batchSize = 100,
  log = (message, error) => console.error(`[indexer] ${message}`, error ?? ''),
}: StartIndexerParameters): Promise<StartIndexerReturnType> {
  await migrate(db)
  // Filled as each node first answers, so a node that is down at start does not stop the rest.
  const indexers = new Map<number, ChainIndexer>()

  let stopped = false
  const sleepers = new Set<() => void>()
  const waiters = new Set<{ chainId: number; n: bigint; done: () => void }>()
  const notify = () => {
    for (const waiter of waiters) {
      const indexer = indexers.get(waiter.chainId)
      if (indexer && indexer.indexed >= waiter.n) {
        waiters.delete(waiter)
        waiter.done()
      }
    }
  }
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        sleepers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      sleepers.add(wake)
    })

  const follow = async ([chainId, chain]: [number, ApiChain]) => {
    let failing = false
    while (!stopped) {
      let caughtUp = true
      try {
        let indexer = indexers.get(chainId)
        if (!indexer) {
          indexer = await createChainIndexer({ db, chain, batchSize })
          indexers.set(chainId, indexer)
        }
        caughtUp = await indexer.step()
        if (failing) log(`chain ${chainId} is back; indexing resumed`)
        failing = false
      } catch (error) {
        // A node that is down would otherwise log twice a second; say it once per outage.
        if (!failing) log(`chain ${chainId} could not be indexed; retrying`, briefly(error))
        failing = true
      }
      notify()
      if (caughtUp && !stopped) await sleep(intervalMs)
    }
  }
  const loops = [...chains].map(follow)

  return {
    async stop() {
      stopped = true
      for (const wake of [...sleepers]) wake()
      await Promise.all(loops)
    },
    waitForBlock(chainId, n, timeoutMs = 15_000) {
      if (!chains.has(chainId))
        return Promise.reject(new Error(`The indexer does not follow chain ${chainId}.`))
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(
            new Error(
              `Block ${n} of chain ${chainId} was not indexed within ${timeoutMs} ms (at ${indexers.get(chainId)?.indexed ?? 'none'}); is the node up?`,
            ),
          )
        }, timeoutMs)
        const waiter = {
          chainId,
          n: BigInt(n),
          done: () => {
            clearTimeout(timer)
            resolve()
          },
        }
        waiters.add(waiter)
        notify()
      })
    },
  }
}

// A node that is down gives viem's full multi-line report; one line says enough in the stack's log.
function briefly(error: unknown): unknown {
  if (error instanceof BaseError) return `${error.shortMessage} ${error.details ?? ''}`.trim()
  return error
}
