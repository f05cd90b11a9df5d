import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { focusIsInDialog, openSandbox } from './sandbox'

// This file proves the motion, so it asks for it (the config reduces motion for the others).
test.use({ reducedMotion: 'no-preference' })

test.describe('modal shell', () => {
  test('opens by mouse as a labelled modal dialog and closes with the close button', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: 'All Wallets' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('works by keyboard alone: open, trap focus, Escape, focus back on the opener', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect.poll(() => focusIsInDialog(page)).toBe(true)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInDialog(page)).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusIsInDialog(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(connect).toBeFocused()
  })

  test('clicking the overlay closes; the page does not scroll behind the modal', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })

  test('theme follows the URL and the settings panel', async ({ page }) => {
    const connect = await openSandbox(page, '?theme=dark')
    await connect.click()
    await expect(page.getByTestId('keyport-modal')).toHaveAttribute('data-theme', 'dark')
    const darkBackground = await page
      .getByRole('dialog')
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: 'light' }).check()
    await expect(page).toHaveURL(/^(?!.*theme=)/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByTestId('keyport-modal')).toHaveAttribute('data-theme', 'light')
    const lightBackground = await page
      .getByRole('dialog')
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(lightBackground).not.toBe(darkBackground)
  })

  test('views slide in and the height follows them; nothing moves under reduced motion', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.click()
    await page.getByRole('button', { name: 'All Wallets' }).click()
    const dialog = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(dialog.locator('.kp-view')).toHaveClass(/kp-view--forward/)
    await expect(dialog.locator('.kp-body-viewport')).toHaveAttribute('data-measured', '')
    expect(await motionOf(dialog)).toEqual({ card: 'kp-rise', view: 'kp-view-in', height: '0.24s' })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await motionOf(dialog)).toEqual({ card: 'none', view: 'none', height: '0s' })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the modal is a bottom sheet with 44 px touch targets, clean under axe; dragging it down closes it', async ({
      page,
    }) => {
      const connect = await openSandbox(page)
      await connect.click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await expect(dialog.getByRole('button', { name: 'All Wallets' })).toBeVisible()
      await expectRestingSheet(dialog)
      expect(await smallTargets(dialog)).toEqual([])
      await expectNoSeriousViolations(page)

      await dragHandle(page, 400)
      await expect(dialog).toBeHidden()
      await expect(connect).toBeFocused()
    })

    test('a sheet that refuses to close springs back after a drag and says why', async ({
      page,
    }) => {
      const connect = await openSandbox(page, '?plugins=hello')
      await connect.click()
      await page.getByRole('button', { name: /cannot be closed/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Locked step' })
      await expectRestingSheet(dialog)
      await expect(dialog.locator('[aria-live="assertive"]')).toHaveText('')
      await dragHandle(page, 400)
      await expect(dialog.locator('[aria-live="assertive"]')).toHaveText(
        'Finish this step to continue.',
      )
      await expectRestingSheet(dialog)
      await dialog.getByRole('button', { name: 'Leave this step' }).click()
      await expect(page.getByRole('dialog', { name: 'Hello plugin' })).toBeVisible()
    })
  })
})

/** The animations of the card and the view, and the duration of the height transition. */
function motionOf(dialog: Locator) {
  return dialog.evaluate((card) => {
    const style = (selector: string) => getComputedStyle(card.querySelector(selector) ?? card)
    return {
      card: getComputedStyle(card).animationName,
      view: style('.kp-view').animationName,
      height: style('.kp-body-viewport').transitionDuration,
    }
  })
}

/** Waits until the sheet rests: full width, on the bottom edge, at most 90% of the height. */
async function expectRestingSheet(dialog: Locator) {
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox()
      return box && [box.x, box.width, Math.round(box.y + box.height), box.height <= 844 * 0.9]
    })
    .toEqual([0, 390, 844, true])
}

/** The visible buttons and fields under 44 px (inline text links are exempt, as in WCAG 2.5.8). */
function smallTargets(dialog: Locator) {
  return dialog.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, input, select, [role="tab"]')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ element, box }) => {
        const iconOnly = element.classList.contains('kp-icon-button')
        return box.height < 44 || (iconOnly && box.width < 44)
      })
      .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`),
  )
}

/** Drags the sheet's grab handle down by `distance` px with the primary pointer. */
async function dragHandle(page: Page, distance: number) {
  const box = await page.locator('.kp-sheet-handle').boundingBox()
  if (!box) throw new Error('the sheet has no grab handle')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + distance, { steps: 8 })
  await page.mouse.up()
}
