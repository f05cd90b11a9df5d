import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'

// The language is chosen as a visitor's browser chooses it (navigator.languages, which
// Playwright's `locale` sets): the sandbox passes no `locale` option here, so this proves the
// browser-language path end to end; kernel/src/kernel/kernelLocale.test.ts covers the option.
async function openConnect(page: Page, button: string, title: string) {
  await page.goto('/')
  // The host's button shows English first, then its language once the texts have loaded.
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('the Connect view is in Arabic and laid out right to left', async ({ page }) => {
    const dialog = await openConnect(page, 'ربط المحفظة', 'ربط المحفظة')
    const root = page.getByTestId('keyport-modal')
    await expect(root).toHaveAttribute('dir', 'rtl')
    await expect(root).toHaveAttribute('lang', 'ar-EG')
    await expect(dialog.getByRole('button', { name: /كل المحافظ/ })).toBeVisible()
    // Mirrored: the close button sits left of the title, at the card's start edge in Arabic.
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox()
    const title = await dialog.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox()
    expect(close && title && close.x < title.x).toBe(true)
    await expectNoSeriousViolations(page)
  })
})

test.describe('in German', () => {
  test.use({ locale: 'de-DE' })

  test('the Connect view is in German, left to right', async ({ page }) => {
    const dialog = await openConnect(page, 'Wallet verbinden', 'Wallet verbinden')
    const root = page.getByTestId('keyport-modal')
    await expect(root).toHaveAttribute('dir', 'ltr')
    await expect(root).toHaveAttribute('lang', 'de-DE')
    await expect(dialog.getByRole('button', { name: /Alle Wallets/ })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()
  })
})
