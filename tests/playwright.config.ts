import { defineConfig } from '@playwright/test'
import { useSourceCondition } from '../scripts/build/withSourceCondition.ts'
// By path, not by package name: this file is loaded before useSourceCondition() can act.
import { endpointFromEnv } from '../server/stack/endpointFromEnv.ts'
import { services } from '../server/stack/services.ts'
import { allowedPortsArg, chromiumArgs, chromiumPath } from './support/chromium'

const sandboxUrl =
  process.env.KEYPORT_SANDBOX_URL ?? endpointFromEnv(process.env, 'SANDBOX', 5173).url
// The test workers and the stack load Keyport's packages from source: they inherit NODE_OPTIONS.
useSourceCondition()
// Every port the stack listens on: a port offset can land a service on one Chromium blocks.
const stackPorts = services(process.env).flatMap(({ ports = [] }) => ports.map(({ port }) => port))

// Browser tests run against the stack as `npm start` runs it; a stack already running is reused
// outside CI so a developer can keep `npm start` open while iterating.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Measured on this 2-core machine with the stack beside it (README, "Tests"): three workers
  // finish the suite sooner than two, while four only make each test slower.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // The JSON report keeps each test's time for `npm run test:timings`.
  reporter: [['list'], ['json', { outputFile: '../.keyport/test-timings/e2e.json' }]],
  // Browser tests share 2 cores with the whole stack (anvil, PGlite, the frame, vite).
  timeout: 60_000,
  // Lazy views and data from the chain can take several seconds to show on a loaded machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: sandboxUrl,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, allowedPortsArg(stackPorts)],
    },
    // Recording a trace screencasts every test: a quarter of the suite's CPU on this 2-core machine
    // (README, "The time budget"). A test that fails once is traced on its retry.
    trace: 'on-first-retry',
    // The modal's motion (view slides, the skeletons' shimmer) is off under reduced motion: the
    // browser then paints far less on this 2-core machine. tests/e2e/modal.spec.ts asks for motion.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: sandboxUrl,
    // `npm test` boots the stack during the steps before the browser tests and says so.
    reuseExistingServer: !process.env.CI || process.env.KEYPORT_E2E_STACK === 'running',
    // A cold start on a busy 2-core machine (PGlite, the frame page build) can take minutes.
    timeout: 300_000,
    env: {
      // The auth service's clock moves on request (POST /dev/clock): no test waits out a cooldown.
      KEYPORT_DEV_CLOCK: '1',
      KEYPORT_STACK_HEALTH_TIMEOUT_MS: process.env.KEYPORT_STACK_HEALTH_TIMEOUT_MS ?? '180000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
    // The supervisor stops every service on SIGTERM; Playwright's default SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
