// The chain service's public surface, for the stack runner and for other services' integration
// tests (start real seeded chains in-process with startChains).

export { ChainError } from './ChainError.ts'
export {
  type DeployedChain,
  type DeployedToken,
  type Deployment,
  deployedChainSchema,
  deployedTokenSchema,
  deploymentFile,
  deploymentSchema,
  readDeployment,
} from './deployment.ts'
export {
  type StartChainsParameters,
  type StartChainsReturnType,
  startChains,
} from './startChains.ts'
export { toViemChain } from './toViemChain.ts'
export { writeDeployment } from './writeDeployment.ts'
