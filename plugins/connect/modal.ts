import { defineModalPart, defineView, type ViewDefinition } from '@keyport/kernel'
import { connectionToken } from './tokens.ts'

const canCloseUnsupported: NonNullable<ViewDefinition['canClose']> = ({ resolve }) => {
  const { status, chainSupported } = resolve(connectionToken).state
  return status !== 'connected' || chainSupported
}

/**
 * The views a person reaches from inside the modal (or that a hook opens), loaded with it;
 * Connect and Account, which `open()` shows, stay in the plugin so they prefetch beside it.
 */
export const connectModal = defineModalPart({
  views: [
    defineView({
      id: 'AllWallets',
      title: 'allWallets.title',
      load: () => import('./views/AllWalletsView.tsx'),
    }),
    defineView({
      id: 'ConnectWallets',
      title: 'connectWallets.title',
      load: () => import('./views/ConnectWalletsView.tsx'),
    }),
    defineView({
      id: 'ConnectingExternal',
      title: 'connecting.title',
      load: () => import('./views/ConnectingExternalView.tsx'),
    }),
    defineView({
      id: 'ConnectingWalletConnect',
      title: 'walletConnect.title',
      load: () => import('./views/ConnectingWalletConnectView.tsx'),
    }),
    defineView({
      id: 'Networks',
      title: 'networks.title',
      load: () => import('./views/NetworksView.tsx'),
    }),
    defineView({
      id: 'SwitchNetwork',
      title: 'switch.title',
      load: () => import('./views/SwitchNetworkView.tsx'),
    }),
    defineView({
      id: 'UnsupportedChain',
      title: 'unsupported.title',
      canClose: canCloseUnsupported,
      load: () => import('./views/UnsupportedChainView.tsx'),
    }),
  ],
})
