import { expect, type Locator, type Page, test } from '@playwright/test'
import { phone } from './mobilePhone'
import { openSandbox } from './sandbox'

test.use(phone)

/** The dialog's card box and the page's visual viewport. */
async function sheetBox(dialog: Locator) {
  const box = (await dialog.boundingBox())!
  const viewport = await dialog.page().evaluate(() => ({ width: innerWidth, height: innerHeight }))
  return { box, viewport }
}

/** Elements of the open dialog that stick out of the screen sideways, and the page's own overflow. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const dialog = document.querySelector('[role="dialog"]')!
    const outside = [...dialog.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        // A visually hidden live region (1 px, clipped) is not content.
        if (box.width <= 1 && box.height <= 1) return false
        return box.left < -0.5 || box.right > width + 0.5
      })
      .map((element) => element.outerHTML.slice(0, 80))
    return {
      outside,
      pageScrolls: document.documentElement.scrollWidth > width,
      dialogScrolls: dialog.scrollWidth > dialog.clientWidth,
    }
  })
}

test.describe('The modal on a phone', () => {
  test('opens as a full-width bottom sheet that works by touch', async ({ page }) => {
    const connect = await openSandbox(page)
    await connect.tap()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    const { box, viewport } = await sheetBox(dialog)
    expect(box.x).toBeCloseTo(0, 0)
    expect(box.width).toBeCloseTo(viewport.width, 0)
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0)
    // Every row a finger taps is at least 44 px tall (once the registry's wallets are in).
    await expect(dialog.getByRole('link', { name: /MetaMask/ })).toBeVisible({ timeout: 30_000 })
    const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    expect(await rows.count()).toBeGreaterThan(2)
    for (const row of await rows.all())
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44)

    await dialog.getByRole('button', { name: /All Wallets/ }).tap()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(
      all.getByRole('list', { name: 'All Wallets' }).getByRole('listitem').first(),
    ).toBeVisible()
    await all.getByRole('button', { name: 'Back', exact: true }).tap()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).tap()
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('The modal on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('nothing overflows sideways: Connect, All Wallets, the WalletConnect view', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.tap()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toBeVisible()
    // The registry's recommended wallets arrive after the first paint.
    await expect(dialog.getByRole('link', { name: /MetaMask/ })).toBeVisible({ timeout: 30_000 })
    expect(await horizontalOverflow(page)).toEqual({
      outside: [],
      pageScrolls: false,
      dialogScrolls: false,
    })

    await dialog.getByRole('button', { name: /All Wallets/ }).tap()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(all.getByRole('link', { name: /MetaMask/ })).toBeVisible()
    expect(await horizontalOverflow(page)).toEqual({
      outside: [],
      pageScrolls: false,
      dialogScrolls: false,
    })

    await all.getByRole('button', { name: 'Back', exact: true }).tap()
    await dialog.getByRole('button', { name: /WalletConnect/ }).tap()
    const pairing = page.getByRole('dialog', { name: 'WalletConnect' })
    await expect(
      pairing.getByRole('img', { name: 'QR code to connect a mobile wallet' }),
    ).toBeVisible()
    await expect(pairing.getByRole('link', { name: /^Open / }).first()).toBeVisible()
    expect(await horizontalOverflow(page)).toEqual({
      outside: [],
      pageScrolls: false,
      dialogScrolls: false,
    })
  })
})
