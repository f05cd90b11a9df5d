import autocannon from 'autocannon'
import { startIndexer } from '../../indexer/index.ts'
import { createApiChains } from '../createApiChains.ts'
import { benchEndpoints } from './benchEndpoints.ts'
import { type BenchRow, formatBenchTable } from './formatBenchTable.ts'
import { startLocalStack } from './startLocalStack.ts'

// `npm run bench:api`: real chains, the indexer and the data API in this process (PGlite in
// memory), loopback only, bounded in time. It prints figures; it never fails on them.
const seconds = Number(process.env.KEYPORT_BENCH_SECONDS ?? 10)
const connections = Number(process.env.KEYPORT_BENCH_CONNECTIONS ?? 10)

const stack = await startLocalStack({ databaseUrl: '', rateLimit: 1_000_000_000 })
const indexer = await startIndexer({
  db: stack.api.db,
  chains: createApiChains(stack.deployment),
  log: () => {},
})
try {
  // History answers from the indexer: let it catch up with the seeded blocks first.
  for (const chain of stack.deployment.chains) {
    const head = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    const { result } = (await head.json()) as { result: string }
    await indexer.waitForBlock(chain.chainId, BigInt(result), 60_000)
  }
  console.log(
    `Benchmarking ${stack.api.url}: ${seconds} s per endpoint, ${connections} connections, PGlite.`,
  )
  const rows: BenchRow[] = []
  for (const endpoint of benchEndpoints(stack.deployment)) {
    const options = {
      url: `${stack.api.url}${endpoint.path}`,
      method: endpoint.method,
      headers: { 'content-type': 'application/json' },
      body: endpoint.body,
      connections,
    }
    const warm = await autocannon({ ...options, amount: 200 })
    const codes = Object.keys(warm.statusCodeStats).join(', ')
    console.log(`  ${endpoint.name}: warmed up (status ${codes}), measuring…`)
    const result = await autocannon({ ...options, duration: seconds })
    rows.push({
      endpoint: endpoint.name,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    })
  }
  console.log(`\n${formatBenchTable(rows)}\n`)
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}.`)
} finally {
  await indexer.stop()
  await stack.stop()
}
