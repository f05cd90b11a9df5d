import type { Rpc, SolanaRpcApi } from '@solana/kit'
import type { LocalAccount, PublicClient } from 'viem'
import type { DeployedChain } from '../chain/deployment.ts'
import type { Database } from '../db/Database.ts'
import type { SolanaCluster } from '../solana/clusters.ts'
import type { AnalyticsLimits } from './analytics/createAnalyticsLimits.ts'

/** A chain the API serves: its deployment (tokens, exchange) and a viem client on its node. */
export type ApiChain = { deployment: DeployedChain; client: PublicClient }

/** A Solana network the API serves: which cluster, its RPC URL and a `@solana/kit` client on it. */
export type SolanaApiChain = { cluster: SolanaCluster; rpcUrl: string; rpc: Rpc<SolanaRpcApi> }

/** What route handlers receive besides the request. */
export type ApiDeps = {
  db: Database
  /** The served chains by id; a chain id not in it is unsupported. */
  chains: ReadonlyMap<number, ApiChain>
  /** The served Solana networks by CAIP-2 id (`solana:5eykt…`); empty without a Solana RPC. */
  solana?: ReadonlyMap<string, SolanaApiChain>
  /** Each chain's ERC-4337 bundler, to which the JSON-RPC endpoint forwards user-operation calls. */
  bundlers?: ReadonlyMap<number, string>
  now: () => number
  log: (message: string, error?: unknown) => void
  /**
   * The key the paymaster service signs sponsored user operations with (KeyportPaymaster's
   * verifyingSigner); `createApi` fills it in. @default none: pm_getPaymasterData cannot sign
   */
  paymasterSigner?: LocalAccount
  /** The analytics quotas and retention; `createApiServer` fills it in. @default the defaults, in memory */
  analytics?: AnalyticsLimits
}
