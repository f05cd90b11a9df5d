import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { stackUrls } from '../support/stackUrls'
import { connectedAddress, openSandbox } from './sandbox'

// Deliverable 9 of Order 14, for accounts made by Farcaster: the export window runs its own
// Farcaster sign-in (its QR code and link; the dev phone page plays the Farcaster app), the key
// shows only there, and the host page gets one WALLET_EXPORTED and nothing of the sign-in.
test('export after a Farcaster re-login: the key shows only in the export window; the host learns only that it happened', async ({
  page,
  context,
}) => {
  test.slow() // two Farcaster sign-ins and a key rebuilt from the recovery share
  // A fresh fid per run, so reruns on one stack never clash.
  const fid = String(100_000 + Math.floor(Math.random() * 800_000_000))
  const username = `fcx-${Date.now().toString(36).slice(-6)}`
  await openSandbox(page, '?siwx=off&account=eoa')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Other social logins' }).click()
  await dialog.getByRole('button', { name: 'Log in with Farcaster' }).click()
  const modalLink = page
    .frameLocator('#w3m-iframe')
    .getByRole('link', { name: 'Open sign-in link' })
  await approveOnPhone(context, (await modalLink.getAttribute('href', { timeout: 20_000 }))!, {
    username,
    fid,
  })
  await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible({ timeout: 20_000 })
  const address = await connectedAddress(page)

  // What the ExportWallet view does on its button, naming the connected wallet; the host also
  // records every message any window sends it.
  const popup = await openExportWindow(page, address)
  await expect(popup.getByText(/Anyone who sees it can take your funds/)).toBeVisible()
  await popup.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(popup.getByRole('img', { name: 'Log in with Farcaster' })).toBeVisible()
  await expect(popup.getByRole('status')).toHaveText('Waiting for you to sign in…')
  const exportLink = (await popup
    .getByRole('link', { name: 'Open sign-in link' })
    .getAttribute('href'))!
  const channelToken = new URL(exportLink).searchParams.get('channelToken')!
  await approveOnPhone(context, exportLink, { username, fid })

  const privateKey = (await popup.locator('#private-key').textContent({ timeout: 30_000 })) as Hex
  expect(privateKeyToAccount(privateKey).address).toBe(address)
  await expect(popup.getByRole('button', { name: 'Copy', exact: true })).toBeVisible()
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
  // No window ever posted the re-login's sign-in or the key to the host.
  const all = await page.evaluate(
    () => (window as unknown as { allMessages: string[] }).allMessages,
  )
  expect(all.filter((m) => m.includes(channelToken) || m.includes(privateKey.slice(2)))).toEqual([])
  const hostSees = await page.evaluate(
    () => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }),
  )
  expect(hostSees).not.toContain(privateKey.slice(2))
})

/** The dev phone page (the Farcaster app's stand-in) approves a sign-in link as `fid`. */
async function approveOnPhone(
  context: BrowserContext,
  link: string,
  { username, fid }: { username: string; fid: string },
) {
  const phone = await context.newPage()
  await phone.goto(link)
  await phone.getByLabel('Username', { exact: true }).fill(username)
  await phone.getByLabel('Fid', { exact: true }).fill(fid)
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect(phone.getByRole('status')).toHaveText(
    `Signed in as @${username} (fid ${fid}). Go back to the app.`,
  )
  await phone.close()
}

/** Opens the frame's export window for `address` from the host page, recording its messages. */
async function openExportWindow(page: Page, address: Hex) {
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
  return popupOpened
}
