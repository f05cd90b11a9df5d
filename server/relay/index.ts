// The WalletConnect v2 relay: `createRelay` for tests and tools, `start.ts` for the stack.
export {
  type ClientIdFromAuthParameters,
  clientIdFromAuth,
  RelayAuthError,
} from './clientIdFromAuth.ts'
export { type CreateMemoryBrokerParameters, createMemoryBroker } from './createMemoryBroker.ts'
export { type CreateRedisBrokerParameters, createRedisBroker } from './createRedisBroker.ts'
export { type CreateRelayParameters, createRelay, type Relay } from './createRelay.ts'
export { relayCloseCodes } from './createRelayConnection.ts'
export type { RelayBroker } from './RelayBroker.ts'
export { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
export { defaultRelayLimits, type RelayLimits } from './relayLimits.ts'
