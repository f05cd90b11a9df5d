/// <reference types="vitest/config" />
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  searchForWorkspaceRoot,
} from 'vite'

const root = dirname(fileURLToPath(import.meta.url))

// Keyport's packages are linked from a Keyport checkout (the `file:` dependencies in
// package.json), as their TypeScript source (the `@keyport/source` export condition; tsconfig.json
// names it too). So the dev server may read the checkout, uses this app's one copy of React, and
// scans Keyport's views up front: a dependency first met in a lazily loaded view would make Vite
// reload the page. An app made with `--packages registry` needs none of this.
const linked = join(root, 'node_modules', '@keyport')
const keyportSources = existsSync(linked)
  ? readdirSync(linked).map((name) => realpathSync(join(linked, name)))
  : []

export default defineConfig({
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    conditions: ['@keyport/source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['@keyport/source', ...defaultServerConditions] } },
  // The local stack's secure frame accepts this origin (server/stack/appEndpoint.ts).
  server: {
    host: '127.0.0.1',
    port: 5180,
    strictPort: true,
    fs: {
      allow: [
        searchForWorkspaceRoot(root),
        ...keyportSources.map((dir) => searchForWorkspaceRoot(dir)),
      ],
    },
  },
  optimizeDeps: {
    entries: ['index.html', ...keyportSources.map((dir) => `${dir}/**/*.tsx`), '!**/*.test.tsx'],
  },
  test: { environment: 'jsdom' },
})
