import { connectTestKernel, fakeAccountData, fakeConnection } from '@keyport/connect/testing'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import type { ServiceDefinition, ThemeMode } from '@keyport/kernel'
import { namesPlugin } from '@keyport/names'
import { onrampPlugin } from '@keyport/onramp'
import { sendReceivePlugin } from '@keyport/send-receive'
import { siwxPlugin } from '@keyport/siwx'
import { swapPlugin } from '@keyport/swap'
import { frameOrigin, galleryFrame } from './fakes/galleryFrame.ts'
import { galleryNames } from './fakes/galleryNames.ts'
import { galleryOnramp } from './fakes/galleryOnramp.ts'
import { gallerySend, sendSteps } from './fakes/gallerySend.ts'
import { gallerySwap } from './fakes/gallerySwap.ts'
import { galleryTransactions } from './fakes/galleryTransactions.ts'
import {
  galleryAddress,
  galleryBalances,
  galleryConnectors,
  galleryNetworks,
  registryWallets,
} from './fixtures.ts'
import type { Scene } from './scenes.ts'

/**
 * Every product plugin, as the sandbox installs them (connect comes from connectTestKernel).
 * Sign-in (siwx) asks every connected account to sign at once, covering the view a scene opens:
 * only its own scene installs it.
 */
export const galleryPlugins = ({ siwx = true } = {}) => [
  emailSocialPlugin(),
  ...(siwx ? [siwxPlugin()] : []),
  sendReceivePlugin(),
  historyPlugin(),
  swapPlugin(),
  onrampPlugin(),
  namesPlugin(),
]

/**
 * A started kernel with every plugin over fixed fakes and a clock standing at 2026-01-01: no
 * chain, no data API, no relay, no frame. `scene` says whether an account is connected and which
 * services it replaces.
 */
export function galleryKernel(scene: Scene, theme: ThemeMode, locale: string) {
  const connection = fakeConnection(
    scene.connected === false
      ? {}
      : {
          status: 'connected',
          address: galleryAddress,
          accounts: [galleryAddress],
          chainId: 1,
          connectorId: 'io.metamask',
          ...scene.connection,
        },
    // The wallet signs a name registration's message; nothing else reaches it.
    { request: async ({ method }) => (method === 'personal_sign' ? `0x${'ab'.repeat(65)}` : null) },
  )
  const accountData = fakeAccountData({
    balances: galleryBalances,
    balance: '2.5',
    balanceSymbol: 'ETH',
    profileName: null,
    ...scene.accountData,
  })
  const overrides: ServiceDefinition[] = [
    galleryFrame(),
    galleryTransactions(),
    gallerySwap(),
    galleryOnramp(),
    galleryNames(),
    gallerySend(sendSteps[scene.send ?? 'editing']),
  ]
  return connectTestKernel({
    connection,
    accountData,
    connectors: galleryConnectors,
    wallets: registryWallets,
    networks: galleryNetworks,
    plugins: galleryPlugins({ siwx: scene.siwx ?? false }),
    walletConnect: { relayUrl: 'ws://relay.test' },
    // Analytics would post events; the gallery sends nothing anywhere.
    features: { analytics: false, ...scene.features },
    options: {
      projectId: 'keyport-dev',
      frameUrl: frameOrigin,
      metadata: { name: 'Keyport Gallery', description: '', url: 'http://gallery.test', icons: [] },
      themeMode: theme,
      locale,
      // A named font, not the platform's system-ui: the screenshots do not change with the
      // machine's font list as long as DejaVu Sans (Debian's default) is installed.
      themeVariables: { '--kp-font-family': '"DejaVu Sans", sans-serif' },
    },
    overrides,
  })
}
