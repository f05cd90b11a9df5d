import AxeBuilder from '@axe-core/playwright'
import {
  type InstallTestWalletParameters,
  installTestWallet,
} from '@keyport/test-wallet/playwright'
import { expect, type Page } from '@playwright/test'
import { stackChains } from '../support/stackUrls'

/** Opens the sandbox with the given query and waits for the Connect button. */
export async function openSandbox(page: Page, query = '') {
  await page.goto(`/${query}`)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor()
  return connect
}

/** True when the focused element sits inside the open dialog. */
export function focusIsInDialog(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
}

/** Installs the test wallet on this stack's chains (see tests/support/stackUrls.ts). */
export function installWallet(page: Page, options: InstallTestWalletParameters = {}) {
  return installTestWallet(page, { chains: stackChains, ...options })
}

/**
 * Asserts the open modal has no serious or critical axe violations, once its loading, shake and
 * toast animations have settled (colours are only final then).
 */
export async function expectModalAccessible(page: Page) {
  await expect(page.locator('.kp-loading')).toHaveCount(0)
  await expect(page.locator('.kp-card--shake')).toHaveCount(0)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page }).include('[data-testid="keyport-modal"]').analyze()
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join('; ')})`),
  ).toEqual([])
}
