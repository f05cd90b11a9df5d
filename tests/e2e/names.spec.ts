import { expect, type Page, test } from '@playwright/test'
import { registerTestName } from '../support/registerTestName'
import { stackUrls } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import { freshEmail, loginByEmail, rejectApproval } from './emailSocial'
import {
  connectedAddress,
  connectTestWallet,
  installWallet,
  openFromAccount,
  openSandbox,
} from './sandbox'

// anvil's account #6 (funded, never transacting here) reviews a send to the registered name.
const devKey6 = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
const project = 'projectId=keyport-dev'
// Waits that include loading a view's chunk, the secure frame or a chain round trip.
const patient = expect.configure({ timeout: 30_000 })

/** A label no earlier run registered (the database may outlive a run). */
const freshLabel = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Types a label into RegisterAccountName and waits for what the name service says about it. */
async function typeName(page: Page, label: string, note: string | RegExp) {
  const dialog = page.getByRole('dialog')
  const field = dialog.getByLabel('Account name')
  await field.fill(label)
  await patient(dialog.getByTestId('account-name-note')).toHaveText(note)
  return dialog
}

test.describe('names: choose, register and show an account name', () => {
  test.describe.configure({ timeout: 180_000 })

  test('registers a name with the embedded wallet; Account, reverse lookup and Send know it', async ({
    page,
    browser,
  }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('names'))
    const address = await connectedAddress(page)
    const taken = await registerTestName(stackUrls.api, freshLabel('taken'))
    const label = freshLabel('e2e')
    const name = `${label}.keyport.id`

    // Account → ChooseAccountName → RegisterAccountName, by keyboard where it matters.
    await openFromAccount(page, 'Choose name')
    await page.getByRole('dialog').getByRole('button', { name: 'Choose name' }).click()
    await expect(page.getByRole('dialog').getByLabel('Account name')).toBeFocused()

    // The rule is checked as you type; a taken name offers free variants.
    await typeName(page, 'no_way', 'Use letters, digits and hyphens only.')
    await typeName(page, 'abc', 'Use at least 4 characters.')
    const takenLabel = taken.name.replace('.keyport.id', '')
    const dialog = await typeName(page, takenLabel, `${taken.name} is already taken`)
    const variants = dialog.getByRole('button', { name: /, available$/ })
    await expect(variants.first()).toBeVisible()
    expect(await variants.count()).toBeGreaterThan(0)
    await expectNoSeriousViolations(page)

    // Register: the wallet (the secure frame) asks to sign the registration message. Refusing
    // returns to RegisterAccountName with the error; the second attempt is approved.
    await typeName(page, label.toUpperCase(), `${name} is available`)
    await page.keyboard.press('Enter')
    const frame = page.frameLocator('#w3m-iframe')
    const signMessage = frame.getByRole('heading', { name: 'Sign message' })
    await patient(signMessage).toBeVisible()
    await expect(frame.getByText(`"name":"${name}"`)).toBeVisible()
    await rejectApproval(frame)
    await patient(page.getByRole('dialog').getByRole('alert')).toHaveText(
      `Error registering name ${name}`,
    )
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click()
    await patient(signMessage).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const success = page.getByRole('dialog', { name: 'Account Name' })
    await patient(success.getByTestId('registered-name')).toHaveText(`${name} is yours`)
    await expectNoSeriousViolations(page)

    // Account shows the name; the reverse lookup and the identity endpoint answer it.
    await success.getByRole('button', { name: 'Back to account' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await patient(account.getByTestId('account-name')).toHaveText(name)
    await expect(account.getByRole('button', { name: 'Choose name' })).toHaveCount(0)
    const reverse = (await (
      await fetch(`${stackUrls.api}/v1/profile/reverse/${address}?${project}&sender=${address}`)
    ).json()) as { name: string; addresses: Record<string, { address: string }> }[]
    expect(reverse.map((profile) => profile.name)).toEqual([name])
    expect(reverse[0]?.addresses['60']?.address.toLowerCase()).toBe(address.toLowerCase())
    const identity = await (
      await fetch(`${stackUrls.api}/v1/identity/${address}?${project}&forceUpdate=1`)
    ).json()
    expect(identity).toEqual({ name, avatar: null })

    // Someone else sends to the name: the Send view resolves it to this account's address. The
    // review is enough; nothing is sent, as send-receive.spec reads account #6's nonce.
    const other = await browser.newContext()
    const sender = await other.newPage()
    await installWallet(sender, { privateKey: devKey6 })
    await connectTestWallet(sender, '?siwx=off&account=eoa')
    await openFromAccount(sender, 'Send')
    const form = sender.getByRole('dialog', { name: 'Send' })
    await form.getByLabel('Amount', { exact: true }).fill('0.01')
    await form.getByLabel('To', { exact: true }).fill(name.toUpperCase())
    await form.getByRole('button', { name: 'Review send' }).click()
    const preview = sender.getByRole('dialog', { name: 'Review Send' })
    await patient(preview.getByTestId('send-preview')).toContainText(address)
    await expect(preview.getByTestId('send-preview')).toContainText(name)
    await other.close()
  })
})
