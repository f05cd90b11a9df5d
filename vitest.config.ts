import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      '{kernel,plugins,cli,server,sandbox,scripts,bench}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/wallet/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    setupFiles: ['kernel/src/testing/setup.ts'],
    restoreMocks: true,
  },
})
