import { expect, test } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { stackUrls } from '../support/stackUrls'
import { connectedAddress, openSandbox } from './sandbox'

// Deliverable 9 of Order 14, for accounts made by social login: the export window re-logs in with
// the provider itself (it goes to the local IdP and comes back to /export in the same window), the
// key shows only there, and the host page gets one WALLET_EXPORTED and never the login's code.
test('export after a social re-login: the key shows only in the export window; the host learns only that it happened', async ({
  page,
}) => {
  test.slow() // two logins through the local OpenID provider
  await openSandbox(page, '?siwx=off&account=eoa')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const provider = page
    .getByRole('dialog')
    .getByRole('button', { name: 'Log in with GitHub' })
    .or(page.getByRole('dialog').getByRole('button', { name: 'Log in with Google' }))
    .first()
  const name = ((await provider.textContent()) ?? '').replace('Log in with ', '').trim()
  const loginPopupOpened = page.waitForEvent('popup')
  await provider.click()
  const loginPopup = await loginPopupOpened
  await loginPopup.locator('input[name="login"]').fill(`exporter${Date.now().toString(36)}`)
  await loginPopup.locator('input[name="password"]').fill('any password')
  await loginPopup.getByRole('button', { name: 'Sign-in' }).click()
  await loginPopup.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible({ timeout: 20_000 })
  const address = await connectedAddress(page)

  // What the ExportWallet view does on its button, naming the connected wallet; the host also
  // records every message any window sends it.
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate(
    ({ frame, address }) => {
      const seen: unknown[] = []
      Object.assign(window, { exportMessages: seen, allMessages: [] as string[] })
      window.addEventListener('message', (event) => {
        ;(window as unknown as { allMessages: string[] }).allMessages.push(
          JSON.stringify(event.data),
        )
        if (event.source === popup) seen.push({ origin: event.origin, data: event.data })
      })
      const popup = window.open(
        `${frame}/export?projectId=keyport-dev&appOrigin=${encodeURIComponent(location.origin)}&address=${address}`,
        'keyport-export',
        'popup,width=480,height=640',
      )
    },
    { frame: stackUrls.frame, address },
  )
  const popup = await popupOpened
  await expect(popup.getByText(/Anyone who sees it can take your funds/)).toBeVisible()
  await popup.getByRole('button', { name: `Continue with ${name}` }).click()
  // The provider may remember the first login (then it asks only for consent, or nothing).
  const key = popup.locator('#private-key')
  const loginForm = popup.locator('input[name="login"]')
  const consent = popup.getByRole('button', { name: 'Continue' })
  await expect(key.or(loginForm).or(consent).first()).toBeVisible({ timeout: 20_000 })
  if (await loginForm.isVisible()) {
    // Only the first login's name is known to the IdP's dev form: any password passes.
    await popup.locator('input[name="password"]').fill('any password')
    await loginForm.fill(await loginName(page))
    await popup.getByRole('button', { name: 'Sign-in' }).click()
  }
  if (!(await key.isVisible()) && (await consent.isVisible({ timeout: 5_000 }).catch(() => false)))
    await consent.click()
  const privateKey = (await key.textContent({ timeout: 20_000 })) as Hex
  expect(privateKeyToAccount(privateKey).address).toBe(address)
  await expect(popup.getByRole('button', { name: 'Copy', exact: true })).toBeVisible()
  expect(new URL(popup.url()).hash).toBe('')
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
  // No window ever posted the re-login's callback (code and state) to the host.
  const all = await page.evaluate(
    () => (window as unknown as { allMessages: string[] }).allMessages,
  )
  expect(all.filter((m) => m.includes('keyport:social-result') || m.includes('code='))).toEqual([])
  const hostSees = await page.evaluate(
    () => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }),
  )
  expect(hostSees).not.toContain(privateKey.slice(2))
})

/** The login name the sandbox remembered from the first social login. */
async function loginName(page: import('@playwright/test').Page) {
  return JSON.parse(
    (await page.evaluate(() => localStorage.getItem('@keyport/social_username'))) ?? '""',
  ) as string
}
