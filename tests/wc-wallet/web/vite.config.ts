import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../../scripts/build/sourceResolve.ts'

// The WalletConnect test wallet page (`npm start` serves it as 'wc-wallet').
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      '@reown/walletkit',
      '@walletconnect/core',
      '@walletconnect/utils',
      'viem',
      'qr/decode.js',
    ],
  },
})
