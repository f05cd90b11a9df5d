// The local Solana chain's public surface: the stack's `solana` service, the data API (deliverable
// 2 of issue 21) and integration tests start or read it through these.

export { type SolanaCluster, type SolanaClusterName, solanaClusters } from './clusters.ts'
export { type SolanaDevAccount, solanaDevAccounts } from './devAccounts.ts'
export { SolanaLedger } from './SolanaLedger.ts'
export { solanaDevGrant, solanaUsdcDecimals, solanaUsdcMint } from './seedPlan.ts'
export {
  type SolanaDeployment,
  type StartSolanaChainParameters,
  type StartSolanaChainReturnType,
  startSolanaChain,
} from './startSolanaChain.ts'
