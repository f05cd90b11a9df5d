import { expect, test } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { stackUrls } from '../support/stackUrls'
import { freshEmail, loginByEmail, loginCode, skipCooldown } from './emailSocial'
import { connectedAddress, openSandbox } from './sandbox'

// Deliverable 9 of Order 14: the user exports the key in the frame's own window after a fresh
// emailed code; the host page gets one message that says an export happened, with no key.
test('export: the private key shows only in the frame-origin window; the host learns only that it happened', async ({
  page,
}) => {
  test.slow() // a login, the email cooldown, and a second code
  await openSandbox(page, '?siwx=off&account=eoa')
  const email = freshEmail('export')
  await loginByEmail(page, email)
  const address = await connectedAddress(page)
  // What the ExportWallet view does on its button: open the export window, listen for it.
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate((frame) => {
    const popup = window.open(
      `${frame}/export?projectId=keyport-dev&appOrigin=${encodeURIComponent(location.origin)}`,
      'keyport-export',
      'popup,width=480,height=640',
    )
    const seen: unknown[] = []
    Object.assign(window, { exportMessages: seen })
    window.addEventListener('message', (event) => {
      if (event.source === popup) seen.push({ origin: event.origin, data: event.data })
    })
  }, stackUrls.frame)
  const popup = await popupOpened
  await expect(popup.getByText(/Anyone who sees it can take your funds/)).toBeVisible()
  await popup.getByRole('textbox', { name: 'Email' }).fill(email)
  const send = popup.getByRole('button', { name: 'Send code' })
  await send.click()
  // The login email started the address's 30 s cooldown: once it has passed, ask again.
  const cooldown = popup.getByText(/^Please try again after \d+ seconds$/)
  const code = popup.getByRole('textbox', { name: 'Code' })
  await expect(cooldown.or(code)).toBeVisible()
  if (await cooldown.isVisible()) {
    await skipCooldown(cooldown)
    await send.click()
  }
  await code.fill(await loginCode(email, 2))
  await popup.getByRole('button', { name: 'Show private key' }).click()
  const key = (await popup.locator('#private-key').textContent({ timeout: 20_000 })) as Hex
  expect(privateKeyToAccount(key).address).toBe(address)
  await expect(popup.getByRole('button', { name: 'Copy', exact: true })).toBeVisible()
  // The host got one message, at the frame's origin, without key material.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { exportMessages: unknown[] }).exportMessages),
    )
    .toEqual([
      {
        origin: stackUrls.frame,
        data: { channel: expect.any(String), kind: 'event', type: 'WALLET_EXPORTED', payload: {} },
      },
    ])
  const hostSees = await page.evaluate(
    () => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }),
  )
  expect(hostSees).not.toContain(key.slice(2))
})
