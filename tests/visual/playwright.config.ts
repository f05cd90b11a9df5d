import { defineConfig } from '@playwright/test'
import { useSourceCondition } from '../../scripts/build/withSourceCondition.ts'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { galleryPort } from './galleryPort.ts'

const url = `http://127.0.0.1:${galleryPort()}/`
// The gallery's vite loads Keyport's packages from source: it inherits NODE_OPTIONS.
useSourceCondition()

/**
 * The visual suite: every view of the modal from the gallery (real views over fake services, no
 * stack), screenshotted in light and dark on a desktop and a phone viewport, checked with axe and
 * for horizontal overflow. `npm run test:visual` checks; `npm run test:visual:update` rewrites
 * the baselines under tests/visual/screens.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // Measured on this 2-core machine (README, "Screens"): three workers, each with a desktop and a
  // phone page reused for every view, keep both cores busy beside vite; most of a view's time
  // is waiting for the browser to paint.
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../.keyport/test-timings/visual.json' }]],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Anti-aliasing of text and of the QR code's edges differs by a few pixels between runs.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
  },
  snapshotPathTemplate: '{testDir}/screens/{arg}{ext}',
  use: {
    baseURL: url,
    browserName: 'chromium',
    headless: true,
    // The pages' screens and scale are set by the gallery fixture (gallery.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
    trace: 'off',
  },
  webServer: {
    command: 'npx vite -c tests/visual/vite.config.ts',
    cwd: '../..',
    url,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
