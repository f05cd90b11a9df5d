import { connectPlugin } from '@keyport/connect'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { createRoot } from 'react-dom/client'
import { pageNetworks } from './pageNetworks'

// The smallest real host page: the Connect button and the connect plugin, nothing else. It names
// no data API, so the modal must open without calling any host.
const keyport = createKeyport({
  projectId: 'keyport-dev',
  plugins: [connectPlugin({ networks: pageNetworks })],
})

const root = document.getElementById('root')
if (!root) throw new Error('The bench page has no #root element.')
createRoot(root).render(
  <KeyportProvider keyport={keyport}>
    <ConnectButton />
  </KeyportProvider>,
)
