import { expect, test } from '@playwright/test'
import { openSandbox } from './sandbox'

// Farcaster sign-in into the embedded wallet through the IdP's stand-in relay; the dev phone page
// plays the Farcaster app. Sends nothing from any dev account.
test.describe('farcaster sign-in', () => {
  test('shows the sign-in link; approving on the dev phone page logs in with an embedded wallet', async ({
    page,
    context,
  }) => {
    test.slow()
    await openSandbox(page, '?siwx=off')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Other social logins' }).click()
    await dialog.getByRole('button', { name: 'Log in with Farcaster' }).click()
    await expect(dialog.getByRole('heading', { name: 'Log in with Farcaster' })).toBeVisible()
    // The secure frame draws the sign-in over the view: the link is in the frame, not the page.
    const frame = page.frameLocator('#w3m-iframe')
    const link = frame.getByRole('link', { name: 'Open sign-in link' })
    await expect(link).toBeVisible({ timeout: 20_000 })
    await expect(frame.getByRole('img', { name: 'Log in with Farcaster' })).toBeVisible()
    await expect(dialog.getByText('Waiting for you to sign in…')).toBeVisible()
    await expect(dialog.getByRole('link')).toHaveCount(0)
    const uri = new URL((await link.getAttribute('href'))!)
    expect(await page.content()).not.toContain(uri.searchParams.get('channelToken'))
    // The frame sits exactly over the view's slot.
    const slot = await dialog.getByRole('region', { name: 'Log in with Farcaster' }).boundingBox()
    const placed = await page.locator('#w3m-iframe').boundingBox()
    expect(placed).toEqual(slot)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await frame.getByRole('button', { name: 'Copy link' }).click()
    await expect(frame.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri.toString())
    // By keyboard: Tab from the view's back button goes into the frame, through its two
    // controls, and back into the modal.
    await frame.getByRole('button', { name: 'Copy link' }).press('Tab')
    await expect(page.locator('#w3m-iframe')).not.toBeFocused()
    expect(uri.pathname).toBe('/farcaster/connect')
    expect(uri.searchParams.get('channelToken')).toMatch(/^[0-9a-f-]{36}$/)

    // The phone: a fresh username and fid per run, so reruns on one stack never clash.
    const suffix = Date.now().toString(36).slice(-6)
    const username = `fc-${suffix}`
    const fid = String(100_000 + Math.floor(Math.random() * 800_000_000))
    const phone = await context.newPage()
    await phone.goto(uri.toString())
    await expect(phone.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
    await phone.getByLabel('Username', { exact: true }).fill(username)
    await phone.getByLabel('Fid', { exact: true }).fill(fid)
    await phone.getByRole('button', { name: 'Approve' }).click()
    await expect(phone.getByRole('status')).toHaveText(
      `Signed in as @${username} (fid ${fid}). Go back to the app.`,
    )
    await phone.close()

    const account = page.getByRole('button', { name: /^Account 0x/ })
    await expect(account).toBeVisible({ timeout: 20_000 })
    expect(await page.evaluate(() => localStorage.getItem('@keyport/social_username'))).toBe(
      JSON.stringify(username),
    )
    // The wallet lives in the secure frame, which appeared with the login.
    await expect(page.locator('#w3m-iframe')).toHaveAttribute('name', 'w3m-secure-iframe')
    // Reload keeps the login.
    const shown = await account.getAttribute('aria-label')
    await page.reload()
    await expect(page.getByRole('button', { name: shown!, exact: true })).toBeVisible()
  })
})
