import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * The e2e suite's `expectNoSeriousViolations` (tests/e2e/axe.ts) for the gallery's one reused
 * page: the same rules, scope and serious-or-critical threshold, but axe is injected once per
 * page instead of once per check (AxeBuilder's way, about a second each on this machine, times
 * 74 checks). The gallery's views have settled by then: `showView` waited for them, and motion
 * is reduced.
 */
export async function expectNoSeriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: string): Promise<AxeResults> } }).axe.run(
      '[data-testid="keyport-modal"]',
    ),
  )
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
