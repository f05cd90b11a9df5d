import type { PublicClient } from 'viem'
import type { DeployedChain } from '../chain/deployment.ts'
import type { Database } from '../db/Database.ts'

/** A chain the API serves: its deployment (tokens, exchange) and a viem client on its node. */
export type ApiChain = { deployment: DeployedChain; client: PublicClient }

/** What route handlers receive besides the request. */
export type ApiDeps = {
  db: Database
  /** The served chains by id; a chain id not in it is unsupported. */
  chains: ReadonlyMap<number, ApiChain>
  /** Each chain's ERC-4337 bundler, to which the JSON-RPC endpoint forwards user-operation calls. */
  bundlers?: ReadonlyMap<number, string>
  now: () => number
  log: (message: string, error?: unknown) => void
}
