import { BaseError } from 'viem'
import type { ApiChain, SolanaApiChain } from '../api/ApiDeps.ts'
import type { Database } from '../db/Database.ts'
import { migrate } from '../db/migrate.ts'
import { type ChainIndexer, createChainIndexer } from './createChainIndexer.ts'
import { createIndexerLeadership } from './createIndexerLeadership.ts'
import { createSolanaIndexer } from './solana/createSolanaIndexer.ts'
import { storedChainId } from './storedChainId.ts'

export type StartIndexerParameters = {
  db: Database
  /** The chains to follow, by chain id (the data API's `createApiChains(deployment)`). */
  chains: ReadonlyMap<number, ApiChain>
  /** The Solana networks to follow, by CAIP-2 id (the data API's `createSolanaApiChains`). @default none */
  solana?: ReadonlyMap<string, SolanaApiChain>
  /** Pause between polls once caught up. @default 500 */
  intervalMs?: number
  /** Most blocks fetched per step while catching up. @default 100 */
  batchSize?: number
  /**
   * Reads each EVM block's call traces (`debug_traceBlockByNumber` with `callTracer`), so ether
   * moved by internal calls (a smart account's `execute`, a contract forwarding value) shows in
   * history. Off for a production node without the debug namespace: then only the ether a
   * Uniswap router forwards after unwrapping WETH is seen, from its Withdrawal log.
   * @default true (anvil, geth and erigon archive nodes answer it)
   */
  trace?: boolean
  /** @default console.error with an '[indexer]' prefix */
  log?: (message: string, error?: unknown) => void
  /**
   * On PostgreSQL shared by several API processes, the database's URL: only the process holding
   * the indexer lock indexes, the others stand by and take over when it goes
   * (`createIndexerLeadership`). @default none: this process always indexes (PGlite, one process)
   */
  leaderLock?: { url: string; retryMs?: number }
}

export type StartIndexerReturnType = {
  /** Whether this process indexes now: always without `leaderLock`. */
  readonly leading: boolean
  /** Stops polling and waits for the step in progress; safe to call twice. */
  stop(): Promise<void>
  /**
   * Resolves once block `n` of `chainId` is in the database.
   * @default timeoutMs 15000
   */
  waitForBlock(chainId: number, n: bigint | number, timeoutMs?: number): Promise<void>
  /**
   * Resolves once slot `n` of a Solana network (`solana:5eykt…`) is in the database.
   * @default timeoutMs 15000
   */
  waitForSlot(network: string, n: bigint | number, timeoutMs?: number): Promise<void>
}

/**
 * Follows every chain's blocks, logs and call traces into the database: native transfers (internal
 * calls' too), ERC-20 and ERC-721 Transfers, Uniswap v2 swaps; and every Solana network's blocks:
 * SOL and SPL token transfers. Starts where it stopped last time (the cursor is in the
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
  solana = new Map(),
  intervalMs = 500,
  batchSize = 100,
  trace = true,
  log = (message, error) => console.error(`[indexer] ${message}`, error ?? ''),
  leaderLock,
}: StartIndexerParameters): Promise<StartIndexerReturnType> {
  await migrate(db)
  const leadership = leaderLock && createIndexerLeadership({ ...leaderLock, log })
  const leading = () => leadership?.leading ?? true
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

  type Followed = { chainId: number; create: () => Promise<ChainIndexer> }
  const followed: Followed[] = [
    ...[...chains].map(([chainId, chain]) => ({
      chainId,
      create: () => createChainIndexer({ db, chain, batchSize, trace }),
    })),
    ...[...solana].flatMap(([network, chain]) => {
      const chainId = storedChainId.ofSolana(network)
      if (chainId === undefined) return []
      return [{ chainId, create: () => createSolanaIndexer({ db, chain, batchSize }) }]
    }),
  ]
  const follow = async ({ chainId, create }: Followed) => {
    let failing = false
    while (!stopped) {
      if (!leading()) {
        // A standby; on taking over it starts from the cursor the leader left in the database.
        indexers.delete(chainId)
        await sleep(intervalMs)
        continue
      }
      let caughtUp = true
      try {
        let indexer = indexers.get(chainId)
        if (!indexer) {
          indexer = await create()
          indexers.set(chainId, indexer)
        }
        caughtUp = await indexer.step()
        if (failing) log(`chain ${name(chainId)} is back; indexing resumed`)
        failing = false
      } catch (error) {
        // A node that is down would otherwise log twice a second; say it once per outage.
        if (!failing) log(`chain ${name(chainId)} could not be indexed; retrying`, briefly(error))
        failing = true
      }
      notify()
      if (caughtUp && !stopped) await sleep(intervalMs)
    }
  }
  const loops = followed.map(follow)
  const name = (chainId: number) =>
    storedChainId.isSolana(chainId) ? storedChainId.toCaip2(chainId) : String(chainId)
  const waitFor = (chainId: number, n: bigint | number, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        const at = indexers.get(chainId)?.indexed ?? 'none'
        const unit = storedChainId.isSolana(chainId) ? 'Slot' : 'Block'
        reject(
          new Error(
            `${unit} ${n} of chain ${name(chainId)} was not indexed within ${timeoutMs} ms (at ${at}); is the node up?`,
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

  return {
    get leading() {
      return leading()
    },
    async stop() {
      stopped = true
      for (const wake of [...sleepers]) wake()
      await Promise.all(loops)
      await leadership?.stop()
    },
    waitForBlock(chainId, n, timeoutMs = 15_000) {
      if (!chains.has(chainId))
        return Promise.reject(new Error(`The indexer does not follow chain ${chainId}.`))
      return waitFor(chainId, n, timeoutMs)
    },
    waitForSlot(network, n, timeoutMs = 15_000) {
      const chainId = storedChainId.ofSolana(network)
      if (chainId === undefined || !solana.has(network))
        return Promise.reject(new Error(`The indexer does not follow ${network}.`))
      return waitFor(chainId, n, timeoutMs)
    },
  }
}

// A node that is down gives viem's full multi-line report; one line says enough in the stack's log.
function briefly(error: unknown): unknown {
  if (error instanceof BaseError) return `${error.shortMessage} ${error.details ?? ''}`.trim()
  return error
}
