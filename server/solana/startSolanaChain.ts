import type { Address } from '@solana/kit'
import type { SolanaCluster, SolanaClusterName } from './clusters.ts'
import { createSolanaServers } from './createSolanaServers.ts'
import { SolanaLedger } from './SolanaLedger.ts'

export interface StartSolanaChainParameters {
  /** @default '127.0.0.1' */
  host?: string
  /** Where the WebSocket listens. @default host */
  wsHost?: string
  /** JSON-RPC port; 0 picks a free one (what tests want). @default 8899 */
  rpcPort?: number
  /** WebSocket port; 0 picks a free one. @default 8900 */
  wsPort?: number
  /**
   * How often the slot clock closes a slot (new blockhash, confirmations, slot notifications).
   * 0 runs no clock and closes a slot after every landed transaction instead, so tests get
   * confirmations at once and never wait on time. @default 400
   */
  slotIntervalMs?: number
  /** Whose genesis hash the chain reports. @default 'mainnet' */
  cluster?: SolanaClusterName
  /** Wall clock in ms, for block times; tests pass a fixed one. @default Date.now */
  now?: () => number
}

/** What `.keyport/deployment.json`'s `solana` entry and the README list. */
export interface SolanaDeployment {
  rpcUrl: string
  wsUrl: string
  cluster: SolanaCluster
  usdc: { mint: Address; decimals: number }
  accounts: { path: string; address: Address; usdcTokenAccount: Address }[]
}

export interface StartSolanaChainReturnType {
  deployment: SolanaDeployment
  ledger: SolanaLedger
  /** Stops the clock and both servers; safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts the local Solana chain in this process: litesvm seeded with the USDC mint and the dev
 * accounts, the slot clock, and the JSON-RPC (HTTP) and subscription (WebSocket) servers. It takes
 * a few hundred milliseconds, so every test file may start its own.
 *
 * @example
 * const solana = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
 * const rpc = createSolanaRpc(solana.deployment.rpcUrl)
 * afterAll(() => solana.stop())
 */
export async function startSolanaChain({
  host = '127.0.0.1',
  wsHost = host,
  rpcPort = 8899,
  wsPort = 8900,
  slotIntervalMs = 400,
  cluster = 'mainnet',
  now,
}: StartSolanaChainParameters = {}): Promise<StartSolanaChainReturnType> {
  const ledger = await SolanaLedger.create({
    cluster,
    now,
    closeSlotPerTransaction: slotIntervalMs === 0,
  })
  const servers = await createSolanaServers(ledger, { host, wsHost, rpcPort, wsPort })
  const clock =
    slotIntervalMs > 0 ? setInterval(() => ledger.advanceSlot(), slotIntervalMs) : undefined
  let stopped: Promise<void> | undefined
  return {
    ledger,
    deployment: {
      rpcUrl: servers.rpcUrl,
      wsUrl: servers.wsUrl,
      cluster: ledger.cluster,
      usdc: ledger.seed.usdc,
      accounts: ledger.seed.accounts.map(({ path, address, usdcTokenAccount }) => ({
        path,
        address,
        usdcTokenAccount,
      })),
    },
    stop() {
      clearInterval(clock)
      stopped ??= servers.close()
      return stopped
    },
  }
}
