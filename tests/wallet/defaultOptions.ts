import type { Hex } from 'viem'
import type { CreateTestWalletParameters, CreateTestWalletReturnType } from './createTestWallet.ts'
import type { TestWalletChain } from './types.ts'

declare global {
  interface Window {
    /** Set by the init script before the bundle runs. */
    __keyportTestWalletOptions?: InstallTestWalletOptions
    /** The installed wallet, for `page.evaluate` from the test. */
    __keyportTestWallet?: CreateTestWalletReturnType
  }
}

/** What `installTestWallet` accepts: the wallet's parameters plus how it shows up in the page. */
export interface InstallTestWalletOptions
  extends Omit<Partial<CreateTestWalletParameters>, 'storage'> {
  /** Also set `window.ethereum`. @default false */
  legacy?: boolean
  /** Announce every time twice. @default false */
  announceTwice?: boolean
}

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
