import { z } from 'zod'
import { type Endpoint, endpointFromEnv } from './endpointFromEnv.ts'
import { StackError } from './StackError.ts'

export interface SolanaConfig {
  /** JSON-RPC over HTTP: `KEYPORT_SOLANA_RPC_PORT` (8899). */
  rpc: Endpoint
  /** Subscriptions over WebSocket: `KEYPORT_SOLANA_WS_PORT` (8900). */
  ws: Endpoint
  /** `KEYPORT_SOLANA_SLOT_MS`: how often a slot closes; 0 closes one per transaction instead. */
  slotIntervalMs: number
  /** `KEYPORT_SOLANA_CLUSTER`: whose genesis hash the chain reports. */
  cluster: SolanaClusterName
  /** `KEYPORT_SOLANA_RPC_URL` (and `KEYPORT_SOLANA_WS_URL`): a real RPC; no local chain then. */
  external?: { rpcUrl: string; wsUrl: string }
}

const slotMsSchema = z.coerce.number().int().min(0).max(60_000)
const clusterSchema = z.enum(['mainnet', 'devnet', 'testnet'])
/** Whose genesis hash the local chain reports (`server/solana/clusters.ts` has the hashes). */
export type SolanaClusterName = z.infer<typeof clusterSchema>
const urlSchema = z.url({ protocol: /^(https?|wss?)$/ })

/**
 * Where the Solana chain listens and how it runs, from the environment (the port offset applies
 * as for every service). With `KEYPORT_SOLANA_RPC_URL` a deployment uses that RPC and its
 * WebSocket (`KEYPORT_SOLANA_WS_URL`, by default the same URL on ws(s):, port + 1 when a port is
 * given, as Solana's nodes do) and starts no local chain.
 *
 * @example
 * solanaFromEnv({ KEYPORT_PORT_OFFSET: '1000' }).rpc.url // 'http://127.0.0.1:9899'
 */
export function solanaFromEnv(env: NodeJS.ProcessEnv = process.env): SolanaConfig {
  const slot = slotMsSchema.safeParse(env.KEYPORT_SOLANA_SLOT_MS ?? '400')
  if (!slot.success) {
    throw new StackError(
      `KEYPORT_SOLANA_SLOT_MS=${env.KEYPORT_SOLANA_SLOT_MS} is not a slot time; use milliseconds from 0 to 60000.`,
    )
  }
  const cluster = clusterSchema.safeParse(env.KEYPORT_SOLANA_CLUSTER ?? 'mainnet')
  if (!cluster.success) {
    throw new StackError(
      `KEYPORT_SOLANA_CLUSTER=${env.KEYPORT_SOLANA_CLUSTER} is not a cluster; use mainnet, devnet or testnet.`,
    )
  }
  return {
    rpc: endpointFromEnv(env, 'SOLANA_RPC', 8899),
    ws: endpointFromEnv(env, 'SOLANA_WS', 8900, 'ws'),
    slotIntervalMs: slot.data,
    cluster: cluster.data,
    external: env.KEYPORT_SOLANA_RPC_URL ? externalRpc(env) : undefined,
  }
}

function externalRpc(env: NodeJS.ProcessEnv) {
  const rpc = urlSchema.safeParse(env.KEYPORT_SOLANA_RPC_URL)
  if (!rpc.success || !/^https?:$/.test(new URL(rpc.data).protocol)) {
    throw new StackError(
      `KEYPORT_SOLANA_RPC_URL=${env.KEYPORT_SOLANA_RPC_URL} is not an http(s) URL.`,
    )
  }
  if (env.KEYPORT_SOLANA_WS_URL) {
    const ws = urlSchema.safeParse(env.KEYPORT_SOLANA_WS_URL)
    if (!ws.success || !/^wss?:$/.test(new URL(ws.data).protocol)) {
      throw new StackError(`KEYPORT_SOLANA_WS_URL=${env.KEYPORT_SOLANA_WS_URL} is not a ws(s) URL.`)
    }
    return { rpcUrl: rpc.data, wsUrl: ws.data }
  }
  const url = new URL(rpc.data)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  if (url.port) url.port = String(Number(url.port) + 1)
  return { rpcUrl: rpc.data, wsUrl: url.toString() }
}
