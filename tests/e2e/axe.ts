import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe on the open modal once it has settled and fails on serious or critical violations,
 * listing each with the nodes it found.
 */
export async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('.kp-loading')).toHaveCount(0)
  // Colours are only final once the open, shake and toast animations have run; the card replays
  // its rise animation when a shake ends, so wait for the shake to end first.
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
    blocking.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join('; ')})`,
    ),
  ).toEqual([])
}
