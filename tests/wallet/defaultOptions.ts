import type { Hex } from 'viem'
import type {
  CreateSolanaTestWalletParameters,
  SolanaTestWallet,
} from './createSolanaTestWallet.ts'
import type { CreateTestWalletParameters, CreateTestWalletReturnType } from './createTestWallet.ts'
import type { WalletControl } from './createWalletControl.ts'
import { solanaAccount0Key } from './solanaKeys.ts'
import type { SolanaTestWalletChain } from './solanaTypes.ts'
import type { TestWalletChain } from './types.ts'

declare global {
  interface Window {
    /** Set by the init script before the bundle runs. */
    __keyportTestWalletOptions?: InstallTestWalletOptions
    /** The installed wallet, for `page.evaluate` from the test. */
    __keyportTestWallet?: CreateTestWalletReturnType
    /** The installed Solana wallet, when `namespaces` has 'solana'. */
    __keyportSolanaTestWallet?: SolanaTestWallet
    /** The control the Playwright handle steers: the EVM wallet's, shared by its Solana side. */
    __keyportTestWalletControl?: WalletControl
    /** Settles once every namespace's wallet is installed (the Solana keys import asynchronously). */
    __keyportTestWalletReady?: Promise<void>
  }
}

/** What `installTestWallet` accepts: the wallet's parameters plus how it shows up in the page. */
export interface InstallTestWalletOptions
  extends Omit<Partial<CreateTestWalletParameters>, 'storage'> {
  /** Also set `window.ethereum`. @default false */
  legacy?: boolean
  /** Announce every time twice. @default false */
  announceTwice?: boolean
  /**
   * The namespaces the wallet offers under one name and icon: 'eip155' is announced by EIP-6963,
   * 'solana' registered by the Wallet Standard. Both make one wallet in two namespaces, as Phantom
   * is; one control (`setMode`, `approveNext`…) steers both. @default ['eip155']
   */
  namespaces?: ('eip155' | 'solana')[]
  /** The Solana side's keys and chains. @default { privateKey: solanaAccount0Key, chains: localSolanaChains } */
  solana?: Partial<Pick<CreateSolanaTestWalletParameters, 'privateKey' | 'otherKeys' | 'chains'>>
}

/** The local Solana chain standing in for mainnet, as `npm start` serves it. */
export const localSolanaChains: SolanaTestWalletChain[] = [
  { id: 'solana:mainnet', name: 'Solana (local)', rpcUrl: 'http://127.0.0.1:8899' },
]

export const defaultSolanaOptions = {
  privateKey: solanaAccount0Key,
  chains: localSolanaChains,
} satisfies InstallTestWalletOptions['solana']

/** anvil's account #0, funded on both local chains. */
export const anvilAccount0Key: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** The local chains through the data API, as the sandbox reaches them. */
export const localApiChains: TestWalletChain[] = [
  {
    id: 1,
    name: 'Ethereum (local)',
    rpcUrl: 'http://127.0.0.1:4000/v1/?chainId=1&projectId=keyport-dev',
  },
  {
    id: 8453,
    name: 'Base (local)',
    rpcUrl: 'http://127.0.0.1:4000/v1/?chainId=8453&projectId=keyport-dev',
  },
]

export const defaultTestWalletOptions = {
  privateKey: anvilAccount0Key,
  chains: localApiChains,
} satisfies InstallTestWalletOptions
