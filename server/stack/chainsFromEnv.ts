import { type Endpoint, endpointFromEnv } from './endpointFromEnv.ts'
import { localChains } from './localChains.ts'

export interface ChainsConfig {
  host: string
  /** Port per chain id. */
  ports: Record<number, number>
  /** RPC URL per chain id. */
  rpcUrls: Record<number, string>
  /** One per chain, in `localChains` order, with the env var that moves it. */
  endpoints: Endpoint[]
  /** The status server (`GET /health`). */
  status: Endpoint
}

/**
 * Where the chain service listens: `KEYPORT_CHAIN1_PORT` (8545), `KEYPORT_CHAIN8453_PORT` (8546)
 * and `KEYPORT_CHAIN_STATUS_PORT` (8549), on `KEYPORT_HOST` (127.0.0.1). The stack runner reads the
 * same function, so both always agree.
 *
 * @example
 * chainsFromEnv({ KEYPORT_CHAIN1_PORT: '9545' }).rpcUrls[1] // 'http://127.0.0.1:9545'
 */
export function chainsFromEnv(env: NodeJS.ProcessEnv = process.env): ChainsConfig {
  const status = endpointFromEnv(env, 'CHAIN_STATUS', 8549)
  const endpoints = localChains.map((chain) =>
    endpointFromEnv(env, chain.envKey, chain.defaultPort),
  )
  const byChain = <T>(pick: (endpoint: Endpoint) => T) =>
    Object.fromEntries(localChains.map((chain, i) => [chain.chainId, pick(endpoints[i]!)]))
  return {
    // One host for both nodes: anvil processes are started together, per KEYPORT_HOST.
    host: env.KEYPORT_HOST || '127.0.0.1',
    ports: byChain((endpoint) => endpoint.port),
    rpcUrls: byChain((endpoint) => endpoint.url),
    endpoints,
    status,
  }
}
