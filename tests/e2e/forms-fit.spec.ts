import { expect as baseExpect, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { freshEmail, startEmailLogin } from './emailSocial'
import {
  connectTestWallet,
  installWallet,
  openFromAccount,
  openSandbox,
  testWalletName,
} from './sandbox'

// Lazily loaded views and the chain's data can take seconds on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 })

// The modal's default 360 px width on a desktop, and a 320 px wide viewport: the same CSS width
// as a 640 px window at 200% zoom.
// The narrow one runs in dark mode and under axe, which also checks the dark theme's contrast.
const widths = [
  { name: '360 px modal', viewport: { width: 1280, height: 720 }, query: '', axe: false },
  { name: '200% zoom', viewport: { width: 320, height: 640 }, query: '&theme=dark', axe: true },
]

/**
 * Fails when the open dialog scrolls sideways or any visible element reaches past its card's
 * edges (a cut-off button). Elided text stays inside its box, so it passes. With `axe`, the view
 * is also checked by axe (on the key views only: each run costs a second or two).
 */
async function expectNoOverflow(page: Page, view: string, axe = false) {
  if (axe) await expectNoSeriousViolations(page)
  const problems = await page.evaluate(async () => {
    // A view still sliding in sits partly outside the card: measure once the motion has ended.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    )
    const card = document.querySelector<HTMLElement>('[role="dialog"]')
    if (!card) return ['no dialog']
    const found: string[] = []
    if (card.scrollWidth > card.clientWidth)
      found.push(`dialog scrolls: ${card.scrollWidth} > ${card.clientWidth}`)
    const edge = card.getBoundingClientRect()
    for (const element of card.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue // screen-reader-only text
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
        )
    }
    return found
  })
  expect(problems, `${view} overflows`).toEqual([])
}

async function dialogTitled(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0)
  return dialog
}

test.describe('forms fit a narrow modal', () => {
  test.describe.configure({ timeout: 120_000 })

  for (const { name, viewport, query, axe } of widths) {
    test(`${name}: swap, send, receive, names and buy views keep within the card`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await installWallet(page)
      const account = await connectTestWallet(page, `?siwx=off${query}`)
      await account.click()

      await openFromAccount(page, 'Swap')
      const swap = await dialogTitled(page, 'Swap')
      await expect(swap.getByRole('button', { name: /^Token to pay with/ })).toBeVisible()
      await expectNoOverflow(page, 'swap', axe)
      await swap.getByRole('textbox', { name: 'Amount to swap' }).fill('123456789.123456789')
      await expectNoOverflow(page, 'swap-long-amount')
      await swap.getByRole('button', { name: /^Token to pay with/ }).click()
      const select = await dialogTitled(page, 'Select token')
      await expectNoOverflow(page, 'swap-select')
      await select.getByRole('searchbox', { name: 'Search tokens' }).fill('no-such-token')
      await expect(select.getByText('No token matches your search.')).toBeVisible()
      await expectNoOverflow(page, 'swap-select-empty')
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('button', { name: 'Back' }).click()

      await openFromAccount(page, 'Send')
      const send = await dialogTitled(page, 'Send')
      await expectNoOverflow(page, 'send')
      await send.getByRole('textbox', { name: 'To' }).fill(`0x${'ab'.repeat(20)}ffff`)
      await expectNoOverflow(page, 'send-long-recipient', axe)
      await send.getByRole('button', { name: /^Token/ }).click()
      await dialogTitled(page, 'Select Token')
      await expectNoOverflow(page, 'send-select')
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('button', { name: 'Back' }).click()

      await openFromAccount(page, 'Receive')
      await dialogTitled(page, 'Receive')
      await expectNoOverflow(page, 'receive')
      await page.getByRole('button', { name: 'Back' }).click()

      await openFromAccount(page, 'Choose name')
      const names = await dialogTitled(page, 'Choose Name')
      await expectNoOverflow(page, 'names')
      await names.getByRole('button', { name: 'Choose name' }).click()
      await page.getByLabel('Account name').fill('a-very-long-account-name-that-keeps-going')
      await expect(page.getByTestId('account-name-note')).toContainText('a-very-long')
      await expectNoOverflow(page, 'names-register', axe)
      await page.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('button', { name: 'Back' }).click()

      await openFromAccount(page, 'Buy crypto')
      const buy = await dialogTitled(page, 'Buy crypto')
      await buy.getByRole('textbox', { name: 'Amount to pay' }).fill('5')
      await expect(buy.getByRole('alert')).toBeVisible()
      await expectNoOverflow(page, 'buy', axe)
      await buy.getByRole('button', { name: /^Currency to pay in/ }).click()
      await expect(
        page.getByRole('dialog').getByRole('button', { name: /USD/ }).first(),
      ).toBeVisible()
      await expectNoOverflow(page, 'buy-fiat')
    })

    test(`${name}: the sign-in view keeps within the card`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await installWallet(page)
      const open = await openSandbox(page, `?siwx=required${query}`)
      await open.click()
      await page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByRole('button', { name: new RegExp(testWalletName) })
        .click()
      const signIn = page.getByRole('dialog', { name: 'Sign In' })
      await expect(signIn.getByRole('button', { name: 'Sign' })).toBeVisible()
      await expectNoOverflow(page, 'siwx', axe)
    })

    test(`${name}: the code boxes keep within the card`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`/?siwx=off${query}`)
      const dialog = await startEmailLogin(page, freshEmail('narrow'))
      await expect(dialog.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeVisible()
      await expectNoOverflow(page, 'email-code', axe)
    })
  }
})
