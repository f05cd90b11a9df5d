import { connectPlugin } from '@keyport/connect'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { namesPlugin } from '@keyport/names'
import { onrampPlugin } from '@keyport/onramp'
import { sendReceivePlugin } from '@keyport/send-receive'
import { siwxPlugin } from '@keyport/siwx'
import { swapPlugin } from '@keyport/swap'
import { createRoot } from 'react-dom/client'
import { pageNetworks } from '../page/pageNetworks'

// A host page with all eight product plugins and nothing else of its own: the Connect button.
// Its data API and secure frame are named on the page's own origin; neither is called before a
// click (the budget test sizes the build, the benchmark watches the requests).
const keyport = createKeyport({
  projectId: 'keyport-dev',
  apiUrl: `${location.origin}/api`,
  frameUrl: `${location.origin}/frame`,
  plugins: [
    connectPlugin({ networks: pageNetworks }),
    emailSocialPlugin(),
    siwxPlugin(),
    sendReceivePlugin(),
    historyPlugin(),
    swapPlugin(),
    onrampPlugin(),
    namesPlugin(),
  ],
})

const root = document.getElementById('root')
if (!root) throw new Error('The bench page has no #root element.')
createRoot(root).render(
  <KeyportProvider keyport={keyport}>
    <ConnectButton />
  </KeyportProvider>,
)
