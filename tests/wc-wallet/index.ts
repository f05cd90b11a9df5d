// @keyport/wc-test-wallet: a WalletConnect wallet on @reown/walletkit for tests and manual checks.
export {
  type CreateWcTestWalletParameters,
  createWcTestWallet,
  type WcProposal,
  type WcRequest,
  type WcTestWallet,
  type WcTestWalletMode,
} from './createWcTestWallet.ts'
export {
  type Cacao,
  type CacaoPayload,
  cacaoMessage,
  type SignCacaoParameters,
  signCacao,
} from './signCacao.ts'
export type { WcSolanaChain, WcSolanaOptions } from './solanaSide.ts'
export { solanaWalletMethods, walletEvents, walletMethods } from './walletMethods.ts'
