// @keyport/test-wallet: a scriptable EIP-1193 wallet for Keyport's tests and host apps' tests.
// Playwright's installer lives at '@keyport/test-wallet/playwright' so this entry stays browser-safe.

export { type AnnounceProviderOptions, announceProvider } from './announce.ts'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from './createSolanaTestWallet.ts'
export {
  type CreateTestWalletParameters,
  type CreateTestWalletReturnType,
  createTestWallet,
} from './createTestWallet.ts'
export type { ModeRule, WalletControl, WalletControlSettings } from './createWalletControl.ts'
export { defaultIcon } from './defaultInfo.ts'
export {
  anvilAccount0Key,
  type InstallTestWalletOptions,
  localApiChains,
  localSolanaChains,
} from './defaultOptions.ts'
export { registerStandardWallet } from './registerStandardWallet.ts'
export { anvilMnemonic, solanaAccount0Key, solanaDevKey } from './solanaKeys.ts'
export type { SolanaTestWalletChain } from './solanaTypes.ts'
export { TestWalletRpcError } from './TestWalletRpcError.ts'
export type {
  RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletEvent,
  TestWalletInfo,
  TestWalletLogEntry,
  TestWalletMode,
  TestWalletOutcome,
  TestWalletPendingRequest,
  TestWalletState,
} from './types.ts'
