import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { installWallet, openSandbox, waitForDataApi } from './sandbox'

// anvil's accounts #8 and #9: no other spec signs with them.
const key8 = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'
const key9 = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
const short8 = '0x2361…1E8f'
const account9 = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

async function connect(page: Page, query: string) {
  const open = await openSandbox(page, query)
  await open.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Keyport Test Wallet/ })
    .click()
  return page.getByRole('dialog', { name: 'Sign In' })
}

const signatures = async (wallet: Awaited<ReturnType<typeof installWallet>>) =>
  (await wallet.log()).filter((entry) => entry.method === 'personal_sign')

test.describe('sign in with a wallet (SIWX)', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('signs in after connecting, stays signed in after a reload, and asks again only for an account without a session', async ({
    page,
  }) => {
    const wallet = await installWallet(page, { privateKey: key8, otherKeys: [key9] })
    const signIn = await connect(page, '?siwx=optional')
    await expect(signIn).toContainText('Keyport sandbox needs to connect to your wallet')
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short8} on eip155:1`)
    await status.getByRole('button', { name: 'Check session with backend' }).click()
    await expect(status.getByRole('status')).toContainText('Backend: valid until')

    await page.reload()
    await expect(status).toContainText(`Signed in as ${short8}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await signatures(wallet)).toHaveLength(0) // the log restarts with the page

    await wallet.switchAccount(account9)
    await expect(signIn).toBeVisible()
    await expect(signIn.getByTestId('siwx-account')).toContainText('0xa0Ee…9720')
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(status).toContainText('Signed in as 0xa0Ee…9720')

    await wallet.switchAccount(wallet.address)
    await expect(status).toContainText(`Signed in as ${short8}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await signatures(wallet)).toHaveLength(1)
  })

  test("a declined signature says 'Signature declined'; with sign-in required, Cancel disconnects", async ({
    page,
  }) => {
    const wallet = await installWallet(page, {
      privateKey: key8,
      methods: { personal_sign: 'reject' },
    })
    const signIn = await connect(page, '?siwx=required')
    await expect(signIn).toContainText('Canceling will disconnect you.')
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(signIn.getByRole('alert')).toHaveText('Signature declined')
    await expect(signIn).toBeVisible()
    expect((await signatures(wallet)).map((entry) => entry.outcome)).toEqual(['rejected'])

    await signIn.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
  })

  test('required sign-in cannot be closed by Escape, an overlay click or the close button; a network switch asks again', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await installWallet(page, { privateKey: key8 })
    const signIn = await connect(page, '?siwx=required')
    await expect(signIn.getByRole('button', { name: 'Sign' })).toBeVisible()
    await expectNoSeriousViolations(page)

    await page.keyboard.press('Escape')
    await page.mouse.click(4, 4)
    await signIn.getByRole('button', { name: 'Close' }).click()
    await expect(signIn).toBeVisible()
    await expect(signIn.getByText('Finish this step to continue.')).toBeAttached()

    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short8} on eip155:1`)

    // A session is per chain: switching network asks again, and back on chain 1 it does not.
    await page.getByRole('button', { name: 'Network Ethereum (local)' }).click()
    await page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('button', { name: /Base \(local\)/ })
      .click()
    await expect(signIn.getByTestId('siwx-account')).toContainText('on Base (local)')
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(status).toContainText(`Signed in as ${short8} on eip155:8453`)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
