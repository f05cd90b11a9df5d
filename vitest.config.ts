import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      '{kernel,plugins,cli,server,sandbox,scripts,bench}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/wallet/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    setupFiles: ['kernel/src/testing/setup.ts'],
    globalSetup: ['tests/support/vitestGlobalSetup.ts'],
    restoreMocks: true,
    // jsdom tests wait for lazily imported views (findBy* waits up to 5 s, kernel/src/testing/setup.ts);
    // the default 5 s per test is too short for that on a busy 2-core machine.
    testTimeout: 20_000,
  },
})
