import { defineConfig } from '@playwright/test'
import { useSourceCondition } from '../../scripts/build/withSourceCondition.ts'
import { builtExampleDir } from '../../scripts/test/packed/buildExample.ts'
// By path, not by package name: this file is loaded before useSourceCondition() can act.
import { services } from '../../server/stack/services.ts'
import { allowedPortsArg, chromiumArgs, chromiumPath } from '../support/chromium'
import { exampleUrls } from './exampleUrls.ts'

// The test workers load Keyport's test wallet from source: they inherit NODE_OPTIONS.
useSourceCondition()
const root = new URL('../..', import.meta.url).pathname
const urls = exampleUrls(process.env)
const ports = [
  ...services(process.env).flatMap(({ ports = [] }) => ports.map(({ port }) => port)),
  ...Object.values(urls).map((url) => Number(new URL(url).port)),
]

// The example apps (examples/) as `npm run test:packed` built them from the packed tarballs
// (.keyport/examples), against the stack `npm start` runs: `npm test` starts it before this step.
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../../.keyport/test-timings/examples.json' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, allowedPortsArg(ports)],
    },
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      // `next start` as a team would run it in production: server rendering on each request.
      command: `npx next start --hostname 127.0.0.1 --port ${new URL(urls.next).port}`,
      cwd: builtExampleDir(root, 'next'),
      url: urls.next,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The Vite build is static files: any static server, here Vite's own preview.
      command: `npx vite preview --host 127.0.0.1 --port ${new URL(urls.vite).port} --strictPort`,
      cwd: builtExampleDir(root, 'vite-react18'),
      url: urls.vite,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
