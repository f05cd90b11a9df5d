/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // The local stack's secure frame accepts this origin (server/stack/appEndpoint.ts).
  server: { host: '127.0.0.1', port: 5180, strictPort: true },
  test: { environment: 'jsdom' },
})
