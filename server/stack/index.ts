// @keyport/stack: where the local stack runs and what it is made of, for the servers, the CLI
// (`keyport doctor`, `keyport new app`) and the tests. A test snapshots this list.

export { appEndpoint } from './appEndpoint.ts'
export { altoArgs, type BundlerConfig, bundlersFromEnv } from './bundlersFromEnv.ts'
export { type ChainsConfig, chainsFromEnv } from './chainsFromEnv.ts'
export {
  accountAbstractionAccount,
  accountAbstractionKeys,
  accountAbstractionPrivateKey,
  devMnemonic,
} from './devAccounts.ts'
export { dataDirFromEnv, type Endpoint, endpointFromEnv } from './endpointFromEnv.ts'
export { type LocalChain, localChains } from './localChains.ts'
export { RingBuffer } from './RingBuffer.ts'
export type { Service, ServicePort } from './Service.ts'
export { StackError } from './StackError.ts'
export { services } from './services.ts'
export { type SolanaClusterName, type SolanaConfig, solanaFromEnv } from './solanaFromEnv.ts'
export { type WaitForHealthOptions, waitForHealth } from './waitForHealth.ts'
