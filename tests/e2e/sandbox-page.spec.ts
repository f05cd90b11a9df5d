import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { openSandbox } from './sandbox'

/** Serious and critical axe violations on the whole sandbox page (the modal closed). */
async function pageViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join('; ')})`)
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('the sandbox page', () => {
  for (const theme of ['light', 'dark'] as const)
    test(`passes axe at 360 px and has no horizontal scroll at 360 px or 1280 px (${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await openSandbox(page, `?theme=${theme}`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      expect(await horizontalOverflow(page)).toBe(0)
      expect(await pageViolations(page)).toEqual([])
      // Axe once per theme (it takes seconds on the whole page); the layout at the desktop width.
      await page.setViewportSize({ width: 1280, height: 720 })
      expect(await horizontalOverflow(page)).toBe(0)
    })

  test('the settings panel and the dev inbox collapse and open by their disclosure buttons', async ({
    page,
  }) => {
    await openSandbox(page)
    for (const [name, inside] of [
      ['Settings', page.getByRole('checkbox', { name: 'hello' })],
      ['Dev inbox', page.getByRole('textbox', { name: 'Email address' })],
    ] as const) {
      const toggle = page.getByRole('button', { name, exact: true })
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(inside).toBeVisible()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(inside).toBeHidden()
      await toggle.click()
      await expect(inside).toBeVisible()
    }
  })

  test('a language goes into the link and the setup snippet, which Copy puts on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSandbox(page)
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
    await expect(page).toHaveURL(/[?&]locale=ja(&|$)/)
    const snippet = page.getByRole('region', { name: 'Copy this setup' }).locator('pre')
    await expect(snippet).toContainText("locale: 'ja',")
    await page.getByRole('button', { name: 'Copy setup' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await snippet.textContent())
    expect(copied).toMatch(/^import \{ createKeyport \} from '@keyport\/kernel\/react'$/m)
  })
})
