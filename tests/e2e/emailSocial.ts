import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { stackUrls } from '../support/stackUrls'

type Mail = { id: string; subject: string; text: string; receivedAt: string }

/** A fresh address per test, so tests never share a user or a cooldown. */
export const freshEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** The mail catcher's messages for an address, newest first. */
async function inbox(email: string): Promise<Mail[]> {
  const response = await fetch(`${stackUrls.mail}/messages?to=${encodeURIComponent(email)}`)
  return (await response.json()) as Mail[]
}

/** Waits for the `count`-th message to `email` and returns it. */
export async function waitForMail(email: string, count = 1): Promise<Mail> {
  let found: Mail[] = []
  await expect(async () => {
    found = await inbox(email)
    expect(found.length).toBeGreaterThanOrEqual(count)
  }).toPass({ timeout: 15_000 })
  return found[0]!
}

/**
 * Reads "Please try again after N seconds" from `cooldown` and moves the auth service's clock N
 * seconds on (`POST /dev/clock`, served when the stack runs with `KEYPORT_DEV_CLOCK=1`, as the
 * browser tests start it), so a test never waits out the 30 s resend cooldown. A developer's own
 * `npm start`, reused outside CI, needs `KEYPORT_DEV_CLOCK=1` for the tests that call this.
 */
export async function skipCooldown(cooldown: Locator) {
  const seconds = Number(/\d+/.exec((await cooldown.textContent()) ?? '')?.[0])
  expect(seconds).toBeGreaterThan(0)
  const moved = await fetch(`${stackUrls.frame}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: seconds * 1000 }),
  })
  expect(
    moved.status,
    'The stack has no dev clock: start it with KEYPORT_DEV_CLOCK=1 (the browser tests do).',
  ).toBe(200)
}

/** The 6-digit code of the newest login email. */
export async function loginCode(email: string, count = 1) {
  const mail = await waitForMail(email, count)
  return /\b(\d{6})\b/.exec(mail.text)![1]!
}

/** Opens the modal and asks for a login code for `email`; resolves on the code view. */
export async function startEmailLogin(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  return page.getByRole('dialog')
}

/** The first of the code view's six digit boxes; filling it with a whole code fills them all. */
export function codeBox(dialog: Locator) {
  return dialog.getByRole('textbox', { name: 'Digit 1 of 6' })
}

/**
 * Logs in by email end to end, typing the code from the keyboard into the box that has focus
 * (focus starts in the first box, each digit moves on); resolves once the account button shows.
 */
export async function loginByEmail(page: Page, email: string) {
  const dialog = await startEmailLogin(page, email)
  await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
  await expect(codeBox(dialog)).toBeFocused()
  await page.keyboard.type(await loginCode(email))
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 })
  const account = page.getByRole('button', { name: /^Account 0x/ })
  await expect(account).toBeVisible()
  return account
}

/**
 * Rejects the secure frame's open approval card with its Reject button, activated from the
 * keyboard. A pointer click right after the cross-origin frame turns from `display:none` to
 * visible can be routed to the host page under load, while the browser's hit-test data for the
 * out-of-process frame lags (three CI runs lost such a click). Approve clicks are not affected:
 * Approve unlocks only after the browser itself reports the card visible. Key presses go to the
 * focused frame, so this keeps the real button and its handler in the test.
 */
export async function rejectApproval(frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Reject' }).press('Enter')
}
