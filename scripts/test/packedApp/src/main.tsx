// An app outside the workspace, as its README tells one to set Keyport up, with every plugin and
// the test wallet announced in the page. The packed-packages test builds it against the packed
// tarballs, on React 18 and 19.
import { AccountButton, connectPlugin, type Network, useAccount } from '@keyport/connect'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import { ConnectButton, createKeyport, KeyportProvider } from '@keyport/kernel/react'
import { namesPlugin } from '@keyport/names'
import { onrampPlugin } from '@keyport/onramp'
import { sendReceivePlugin } from '@keyport/send-receive'
import { siwxPlugin } from '@keyport/siwx'
import { swapPlugin } from '@keyport/swap'
import {
  announceProvider,
  anvilAccount0Key,
  createTestWallet,
  localApiChains,
} from '@keyport/test-wallet'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const networks: readonly [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:4000/v1/?chainId=1&projectId=keyport-dev'] } },
  },
]

const keyport = createKeyport({
  projectId: 'keyport-dev',
  apiUrl: 'http://127.0.0.1:4000',
  frameUrl: 'http://127.0.0.1:5174',
  plugins: [
    connectPlugin({ networks }),
    emailSocialPlugin(),
    sendReceivePlugin(),
    historyPlugin(),
    swapPlugin(),
    onrampPlugin(),
    namesPlugin(),
    // Sessions in this browser: the app runs without the data API.
    siwxPlugin({ storage: 'local' }),
  ],
})

// A browser wallet as an extension would be: it approves every prompt.
const wallet = createTestWallet({ privateKey: anvilAccount0Key, chains: localApiChains })
announceProvider(wallet, wallet.info)

function Wallet() {
  const { isConnected } = useAccount()
  return isConnected ? <AccountButton /> : <ConnectButton />
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element.')
createRoot(root).render(
  <StrictMode>
    <KeyportProvider keyport={keyport}>
      <Wallet />
    </KeyportProvider>
  </StrictMode>,
)
