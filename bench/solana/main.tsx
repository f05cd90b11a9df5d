import { connectPlugin, solanaMainnet } from '@keyport/connect'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { createRoot } from 'react-dom/client'
import { pageNetworks } from '../page/pageNetworks'

// The minimal page plus a Solana network: Wallet Standard discovery and the Solana connector
// load after start, in their own chunks, so the first bundle stays the minimal page's. Its RPC
// is on the page's own origin, like the EVM one (neither is called before a connection).
const keyport = createKeyport({
  projectId: 'keyport-dev',
  plugins: [
    connectPlugin({
      networks: pageNetworks,
      solanaNetworks: [
        { ...solanaMainnet, rpcUrls: { default: { http: [`${location.origin}/solana-rpc`] } } },
      ],
    }),
  ],
})

const root = document.getElementById('root')
if (!root) throw new Error('The bench page has no #root element.')
createRoot(root).render(
  <KeyportProvider keyport={keyport}>
    <ConnectButton />
  </KeyportProvider>,
)
