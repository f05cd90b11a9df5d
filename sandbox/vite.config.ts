import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../scripts/build/sourceResolve.ts'

const port = Number(process.env.KEYPORT_SANDBOX_PORT ?? 5173)

export default defineConfig({
  // The workspace's packages from source: edits show without a build.
  ...sourceResolve,
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  // Two pages: the sandbox, and wagmi.html, a wagmi app that uses Keyport as its connection UI.
  build: { rollupOptions: { input: ['index.html', 'wagmi.html'] } },
  // Scan every workspace source up front: a dependency found late (in a lazy view) would make the
  // dev server re-optimize and reload the page under a user's, or a test's, click.
  optimizeDeps: {
    entries: ['index.html', 'wagmi.html', '../kernel/src/**/*.tsx', '../plugins/*/**/*.tsx'],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'rxjs',
      'zod/mini',
      // WalletConnect loads by dynamic import; pre-bundled here so its first use needs no reload.
      '@walletconnect/sign-client',
      // Loaded by plugin services (.ts, not scanned) only when a wallet signs: swap's transactions.
      'viem',
      'viem/actions',
      'viem/utils',
      // Loaded by send-receive's services (.ts) only for a Solana send.
      '@solana/kit',
      '@solana-program/system',
      '@solana-program/token',
    ],
    exclude: ['@testing-library/react'],
  },
})
