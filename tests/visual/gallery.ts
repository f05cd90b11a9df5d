import { test as base, expect, type Page } from '@playwright/test'
import type { GalleryTarget } from './gallery/main.tsx'

/** The two screens every view is shot on: a laptop's, and a phone's (where the modal is a sheet). */
export const screens = {
  desktop: { viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

export type Screen = keyof typeof screens

/**
 * Per worker, one gallery page per screen, reused for every view: `show` swaps the kernel inside
 * the page, so a view costs a render, not a page load (about 2 s in vite's dev server).
 */
export const test = base.extend<object, { gallery: Record<Screen, Page> }>({
  gallery: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, reducedMotion } = workerInfo.project.use
      const open = async (screen: Screen) => {
        const context = await browser.newContext({
          ...screens[screen],
          deviceScaleFactor: 1,
          // Dates and numbers format the same on every machine.
          locale: 'en-US',
          timezoneId: 'UTC',
          reducedMotion,
          baseURL,
        })
        const page = await context.newPage()
        await page.goto('/')
        await page.waitForFunction(() => window.gallery !== undefined)
        return page
      }
      const [desktop, phone] = await Promise.all([open('desktop'), open('phone')])
      await use({ desktop, phone })
      await Promise.all([desktop.context().close(), phone.context().close()])
    },
    // The first load transforms every view in vite's dev server; beside the other steps of
    // `npm test` on two cores it has taken over 30 s (CI, 2026-11-29), so it gets its own time.
    { scope: 'worker', timeout: 120_000 },
  ],
})

export { expect }

/**
 * Shows a view in a gallery page and waits until it has rendered and loaded. Focus leaves the
 * dialog's first control: where the focus trap put it first depends on timing, and its ring
 * would flicker between screenshots.
 */
export async function showView(page: Page, target: GalleryTarget) {
  await page.evaluate((next) => window.gallery.show(next), target)
  const modal = page.locator(`html[data-view="${target.view}"] [data-testid="keyport-modal"]`)
  await expect(modal.getByRole('dialog')).toBeVisible()
  await expect(modal.locator('.kp-loading')).toHaveCount(0)
  await page.evaluate(async () => {
    await document.fonts.ready
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })
  return modal
}

export { scenes } from './gallery/scenes.ts'
