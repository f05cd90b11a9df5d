// The WalletConnect v2 relay: `createRelay` for tests and tools, `start.ts` for the stack.

export { createMemoryBroker } from './createMemoryBroker.ts'
export { createRedisBroker } from './createRedisBroker.ts'
export { createRelay } from './createRelay.ts'
export { relayCloseCodes } from './createRelayConnection.ts'
export type { RelayBroker } from './RelayBroker.ts'

export { defaultRelayLimits, type RelayLimits } from './relayLimits.ts'
