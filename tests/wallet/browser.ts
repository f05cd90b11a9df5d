// The entry of the browser bundle: the Playwright init script sets `__keyportTestWalletOptions`,
// then this creates the wallet in the namespaces asked for, announces it (EIP-6963) and registers
// it (Wallet Standard), and leaves handles on `window.__keyportTestWallet*`.
import { announceProvider } from './announce.ts'
import { createSolanaTestWallet } from './createSolanaTestWallet.ts'
import { createTestWallet } from './createTestWallet.ts'
import { gateOf } from './createWalletControl.ts'
import { resolveInfo } from './defaultInfo.ts'
import { defaultSolanaOptions, defaultTestWalletOptions } from './defaultOptions.ts'
import { registerStandardWallet } from './registerStandardWallet.ts'

const options = { ...defaultTestWalletOptions, ...window.__keyportTestWalletOptions }
const namespaces = options.namespaces ?? ['eip155']
// Init scripts run in every frame; a wallet extension's page belongs to the top document only.
if (window === window.top && !window.__keyportTestWalletReady) {
  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    // Opaque origins (about:blank, data:) have no storage; the wallet then forgets on reload.
  }
  const info = resolveInfo(options.info)
  let shared: Parameters<typeof createSolanaTestWallet>[0]['shared']
  if (namespaces.includes('eip155')) {
    const wallet = createTestWallet({ ...options, info, storage })
    window.__keyportTestWallet = wallet
    window.__keyportTestWalletControl = wallet.control
    const gate = gateOf(wallet.control)
    if (gate) shared = { control: wallet.control, gate }
    announceProvider(wallet, wallet.info, {
      legacy: options.legacy,
      announceTwice: options.announceTwice,
    })
  }
  window.__keyportTestWalletReady = Promise.resolve()
  if (namespaces.includes('solana')) {
    window.__keyportTestWalletReady = createSolanaTestWallet({
      ...options,
      ...defaultSolanaOptions,
      ...options.solana,
      info,
      storage,
      shared,
    }).then((solana) => {
      window.__keyportSolanaTestWallet = solana
      window.__keyportTestWalletControl ??= solana.control
      registerStandardWallet(solana.wallet)
    })
  }
}
