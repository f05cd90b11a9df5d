// The entry of the browser bundle: the Playwright init script sets `__keyportTestWalletOptions`,
// then this creates the wallet, announces it, and leaves a handle on `window.__keyportTestWallet`.
import { announceProvider } from './announce.ts'
import { createTestWallet } from './createTestWallet.ts'
import { defaultTestWalletOptions } from './defaultOptions.ts'

const options = { ...defaultTestWalletOptions, ...window.__keyportTestWalletOptions }
// Init scripts run in every frame; a wallet extension's page belongs to the top document only.
if (window === window.top && !window.__keyportTestWallet) {
  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    // Opaque origins (about:blank, data:) have no storage; the wallet then forgets on reload.
  }
  const wallet = createTestWallet({ ...options, storage })
  window.__keyportTestWallet = wallet
  announceProvider(wallet, wallet.info, {
    legacy: options.legacy,
    announceTwice: options.announceTwice,
  })
}
