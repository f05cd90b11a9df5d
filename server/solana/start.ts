// The `solana` service of `npm start`: the local Solana chain (litesvm) behind the JSON-RPC on
// KEYPORT_SOLANA_RPC_PORT (8899) and the subscriptions on KEYPORT_SOLANA_WS_PORT (8900); see
// solanaFromEnv for every setting. GET /health answers "ok" once it is seeded and listening.

import { solanaFromEnv } from '@keyport/stack'
import { startSolanaChain } from './startSolanaChain.ts'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const config = solanaFromEnv()
if (config.external) {
  console.error(
    `✗ solana: KEYPORT_SOLANA_RPC_URL is set (${config.external.rpcUrl}); no local chain starts.`,
  )
  process.exit(1)
}

const startedAt = performance.now()
let chain: Awaited<ReturnType<typeof startSolanaChain>>
try {
  chain = await startSolanaChain({
    host: config.rpc.host,
    wsHost: config.ws.host,
    rpcPort: config.rpc.port,
    wsPort: config.ws.port,
    slotIntervalMs: config.slotIntervalMs,
    cluster: config.cluster,
  })
} catch (error) {
  console.error(
    `✗ solana: ${messageOf(error)}. Set KEYPORT_SOLANA_RPC_PORT and KEYPORT_SOLANA_WS_PORT to free ports.`,
  )
  process.exit(1)
}

const { deployment } = chain
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
console.log(
  `✓ ${deployment.cluster.name} (local, ${deployment.cluster.caipNetworkId}) ${deployment.rpcUrl}, subscriptions ${deployment.wsUrl}, ready in ${seconds} s`,
)
console.log(
  `  USDC mint ${deployment.usdc.mint}; dev accounts ${deployment.accounts.map((account) => account.address).join(', ')}`,
)

const stop = async () => {
  await chain.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
