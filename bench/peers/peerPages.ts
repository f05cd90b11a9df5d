/** A peer's quick-start page: npm packages to install, its entry code, and its selectors. */
export type PeerPage = {
  name: string
  dependencies: Record<string, string>
  main: string
  button: string
  list: string
}

const shared = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  wagmi: '2.19.5',
  viem: '2.55.13',
  '@tanstack/react-query': '5.90.2',
}

/**
 * The peers `npm run bench:peers` builds outside the repository, each from its documented quick
 * start with one network and no tuning. Their code comes from the npm registry at build time and
 * is never committed.
 */
export const peerPages: Record<'rainbowkit' | 'appkit', PeerPage> = {
  rainbowkit: {
    name: 'RainbowKit 2.2.11',
    dependencies: { ...shared, '@rainbow-me/rainbowkit': '2.2.11' },
    main: `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({ appName: 'Bench', projectId: 'bench-project-id', chains: [mainnet], ssr: false })
const queryClient = new QueryClient()
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}><QueryClientProvider client={queryClient}>
    <RainbowKitProvider><ConnectButton /></RainbowKitProvider>
  </QueryClientProvider></WagmiProvider>,
)
`,
    button: '[data-testid="rk-connect-button"]',
    list: '[data-testid^="rk-wallet-option-"]',
  },
  appkit: {
    name: 'Reown AppKit 1.8.24',
    dependencies: {
      ...shared,
      '@reown/appkit': '1.8.24',
      '@reown/appkit-adapter-wagmi': '1.8.24',
    },
    main: `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = 'bench-project-id'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId, ssr: false })
createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId,
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] } })
const queryClient = new QueryClient()
createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}><QueryClientProvider client={queryClient}>
    <appkit-button />
  </QueryClientProvider></WagmiProvider>,
)
`,
    button: 'appkit-button >>> appkit-connect-button >>> wui-connect-button >>> button',
    list: 'w3m-modal >>> w3m-router >>> w3m-connect-view >>> w3m-wallet-login-list >>> w3m-connector-list >>> w3m-list-wallet >>> wui-list-wallet >>> button',
  },
}
