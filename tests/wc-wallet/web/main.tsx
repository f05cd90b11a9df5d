import { anvilAccount0Key } from '@keyport/test-wallet'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Hex } from 'viem'
import { createWcTestWallet } from '../createWcTestWallet.ts'
import { WalletApp } from './WalletApp.tsx'

const api = import.meta.env.VITE_KEYPORT_API_URL ?? 'http://127.0.0.1:4000'
const relayUrl = import.meta.env.VITE_KEYPORT_RELAY_URL ?? 'ws://127.0.0.1:4001'
const rpc = (chainId: number) => `${api}/v1/?chainId=${chainId}&projectId=keyport-dev`
// ?key=0x… signs with another dev key; the default is anvil's funded account #0.
const key = (new URLSearchParams(location.search).get('key') as Hex | null) ?? anvilAccount0Key

const wallet = await createWcTestWallet({
  relayUrl,
  privateKey: key,
  mode: 'manual',
  storagePrefix: 'wc-test-wallet-page',
  chains: [
    { id: 1, name: 'Ethereum (local)', rpcUrl: rpc(1) },
    { id: 8453, name: 'Base (local)', rpcUrl: rpc(8453) },
  ],
})
const root = document.getElementById('root')
if (!root) throw new Error('The wallet page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <WalletApp wallet={wallet} />
  </StrictMode>,
)
