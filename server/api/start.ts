import { bundlersFromEnv, dataDirFromEnv, solanaFromEnv } from '@keyport/stack'
import { readDeployment } from '../chain/deployment.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { startIndexer } from '../indexer/index.ts'
import { createApi } from './createApi.ts'
import { createApiChains } from './createApiChains.ts'
import { createSolanaApiChains } from './solana/createSolanaApiChains.ts'

// The data API process: `npm start` runs it after the chains are up.
const host = process.env.KEYPORT_API_HOST ?? process.env.KEYPORT_HOST ?? '127.0.0.1'
const port = Number(process.env.KEYPORT_API_PORT ?? 4000)
const db = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: dataDirFromEnv(process.env, process.env.KEYPORT_PGDATA, '.keyport/pgdata'),
})
const deployment = readDeployment()
// The local Solana chain of `npm start` (or KEYPORT_SOLANA_RPC_URL's real RPC), as the cluster
// KEYPORT_SOLANA_CLUSTER names. The client connects on first use, so the order of start is free.
const solana = solanaFromEnv()
const solanaRpcUrls = { [solana.cluster]: solana.external?.rpcUrl ?? solana.rpc.url }
const api = await createApi({
  db,
  deployment,
  publicUrl: process.env.KEYPORT_API_URL ?? `http://${host}:${port}`,
  bundlerUrls: Object.fromEntries(bundlersFromEnv().map((b) => [b.chainId, b.endpoint.url])),
  solanaRpcUrls,
  rateLimit: process.env.KEYPORT_API_RATE_LIMIT
    ? Number(process.env.KEYPORT_API_RATE_LIMIT)
    : undefined,
})
const url = await api.listen(port, host)
console.log(`data API on ${url} (${db.kind})`)
// History reads what the indexer writes; it catches up from where it stopped (block 0 at first),
// on the EVM chains and on the Solana network. On PostgreSQL several API processes share the work:
// one indexes, holding an advisory lock, the others stand by to take over. KEYPORT_INDEXER=off
// runs no indexer at all (a process that only serves, or a test without chains).
const indexer =
  process.env.KEYPORT_INDEXER === 'off'
    ? { stop: async () => {} }
    : await startIndexer({
        db,
        chains: createApiChains(deployment),
        solana: createSolanaApiChains(solanaRpcUrls),
        // A production node without the debug namespace: KEYPORT_INDEXER_TRACE=off (no internal transfers).
        trace: process.env.KEYPORT_INDEXER_TRACE !== 'off',
        leaderLock: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : undefined,
      })

const stop = async () => {
  await indexer.stop()
  await api.close()
  await db.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
