import { expect as baseExpect, type Page, test } from '@playwright/test'
import { codeBox, freshEmail, loginByEmail, loginCode, startEmailLogin } from './emailSocial'
import { reloadAndExpectAccount, watchPageErrors } from './reload'
import { connectedAddress, openSandbox, switchToBase, waitForDataApi } from './sandbox'

// Logins and the frame's card on a busy 2-core machine take seconds.
const expect = baseExpect.configure({ timeout: 30_000 })
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** Approves the open request in the secure frame's own card. */
async function approveInFrame(page: Page) {
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await frame.getByRole('button', { name: 'Approve' }).click()
}

/** Signs in on the open Sign In step, approving in the frame; resolves once signed in. */
async function signInThroughFrame(page: Page) {
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click()
  await approveInFrame(page)
  await expect(page.getByRole('dialog')).toBeHidden()
}

/** After a reload: no approval card in the frame and no Sign In step, so nothing was asked. */
async function expectNothingAsked(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(
    page.frameLocator('#w3m-iframe').getByRole('heading', { name: 'Sign message' }),
  ).toHaveCount(0)
}

test.describe('reload: the embedded wallet comes back by itself', () => {
  test.describe.configure({ timeout: 150_000 })
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('email login: the account and the network it switched to are back after a reload, with no error', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    await openSandbox(page, '?siwx=off')
    await loginByEmail(page, freshEmail('reload-email'))
    const address = await connectedAddress(page)
    await switchToBase(page)

    await reloadAndExpectAccount(page, address)
    await expect(page.getByRole('button', { name: 'Network Base (local)' })).toBeVisible()
    await expectNothingAsked(page)
    expect(errors).toEqual([])
  })

  test('social login: the account and its SIWX session are back after a reload, with no new signature', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=required&account=eoa')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const popupOpened = page.waitForEvent('popup')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Log in with GitHub' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'Log in with Google' }))
      .first()
      .click()
    const popup = await popupOpened
    await popup.locator('input[name="login"]').fill(`reload${Date.now().toString(36)}`)
    await popup.locator('input[name="password"]').fill('any password')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popup.getByRole('button', { name: 'Continue' }).click()
    await signInThroughFrame(page)
    const address = await connectedAddress(page)
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short(address)} on eip155:1`)

    await reloadAndExpectAccount(page, address)
    await expect(status).toContainText(`Signed in as ${short(address)} on eip155:1`)
    await expectNothingAsked(page)
  })

  test('embedded Solana account: the Solana account and its SIWX session are back after a reload', async ({
    page,
  }) => {
    test.setTimeout(200_000)
    await openSandbox(page, '?solana=on&siwx=required&account=eoa')
    const email = freshEmail('reload-solana')
    const dialog = await startEmailLogin(page, email)
    await codeBox(dialog).fill(await loginCode(email))
    await signInThroughFrame(page)
    await page.getByRole('button', { name: /^Network / }).click()
    await page
      .getByRole('region', { name: 'Solana networks' })
      .getByRole('button', { name: /^Solana/ })
      .click()
    const account = page.getByRole('button', { name: /^Account [1-9A-HJ-NP-Za-km-z]{32,44}$/ })
    await expect(account).toBeAttached()
    const address = ((await account.getAttribute('aria-label')) ?? '').replace('Account ', '')
    await signInThroughFrame(page)
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short(address)} on ${solanaMainnet}`)

    await reloadAndExpectAccount(page, address)
    await expect(page.getByRole('button', { name: 'Network Solana' })).toBeVisible()
    await expect(status).toContainText(`Signed in as ${short(address)} on ${solanaMainnet}`)
    await expectNothingAsked(page)
  })
})
