import { KeyportProvider } from '@keyport/kernel/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { WagmiApp } from './WagmiApp'
import { keyport, wagmiConfig } from './wagmiConfig'
import '../sandbox.css'

const root = document.getElementById('root')
if (!root) throw new Error('The wagmi page has no #root element.')
const queryClient = new QueryClient()
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <KeyportProvider keyport={keyport}>
          <WagmiApp />
        </KeyportProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
