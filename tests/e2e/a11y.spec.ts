import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openSandbox } from './sandbox'

for (const query of [
  '?theme=light',
  '?theme=dark',
  '?plugins=hello',
  '?plugins=hello&theme=dark',
]) {
  test(`the open modal has no serious or critical axe violations (${query})`, async ({ page }) => {
    const connect = await openSandbox(page, query)
    await connect.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.locator('.kp-loading')).toHaveCount(0)
    const results = await new AxeBuilder({ page })
      .include('[data-testid="keyport-modal"]')
      .analyze()
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  })
}
