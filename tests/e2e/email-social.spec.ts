import { expect, test } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { apiRpc, stackUrls } from '../support/stackUrls'
import {
  codeBox,
  freshEmail,
  loginByEmail,
  loginCode,
  rejectApproval,
  skipCooldown,
  startEmailLogin,
  waitForMail,
} from './emailSocial'
import { connectedAddress, openSandbox } from './sandbox'

// These tests are about the embedded wallet; sign-in with wallet (SIWX) has its own spec.
const noSiwx = '?siwx=off'
const chain = createPublicClient({ chain: mainnet, transport: http(apiRpc(1)) })
// anvil's account #8 funds the embedded wallets of these tests: the SIWX spec only signs with
// it, so no other spec sends from it and races its nonce.
const funder = createWalletClient({
  account: privateKeyToAccount(
    '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  ),
  chain: mainnet,
  transport: http(apiRpc(1)),
})

test.describe('email and social login into the embedded wallet', () => {
  test('logs in with the emailed code; the frame appears only then; reload keeps the login; sign-out forgets it', async ({
    page,
  }) => {
    await openSandbox(page, noSiwx)
    await expect(page.locator('#w3m-iframe')).toHaveCount(0)
    const email = freshEmail('ada')
    const account = await loginByEmail(page, email)
    const frame = page.locator('#w3m-iframe')
    await expect(frame).toHaveAttribute('name', 'w3m-secure-iframe')
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.origin).toBe(new URL(stackUrls.frame).origin)
    expect(src.searchParams.get('version')).toBe('4')
    expect(src.searchParams.get('projectId')).toBe('keyport-dev')
    // The account button's name carries the full address; its text adds the balance once read.
    const address = (await account.getAttribute('aria-label'))!
    // The embedded wallet's Account view offers the key's export (the ExportWallet view).
    await account.click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Export wallet' })
      .click()
    await expect(
      page.getByRole('dialog', { name: 'Export wallet' }).getByRole('button', {
        name: 'Open export window',
      }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.reload()
    await expect(page.getByRole('button', { name: address, exact: true })).toBeVisible()

    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => /email|session_token|social/.test(k)),
    )
    expect(kept).toEqual([])
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
  })

  test('a resend inside 30 s shows the cooldown; a wrong code is refused', async ({ page }) => {
    await openSandbox(page, noSiwx)
    const email = freshEmail('grace')
    const dialog = await startEmailLogin(page, email)
    await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
    const code = await loginCode(email)
    await dialog.getByRole('button', { name: 'Resend code' }).click()
    const field = codeBox(dialog)
    const fieldError = dialog.locator(
      `[id="${await field.getAttribute('aria-describedby').catch(() => '')}"]`,
    )
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const cooldown = (await fieldError.textContent()) ?? ''
    expect(cooldown).toMatch(/^Please try again after \d+ seconds$/)
    expect(Number(/\d+/.exec(cooldown)?.[0])).toBeGreaterThan(15)
    expect(Number(/\d+/.exec(cooldown)?.[0])).toBeLessThanOrEqual(30)
    const wrong = code === '000000' ? '111111' : '000000'
    await field.fill(wrong)
    await expect(dialog.getByText('Invalid code', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
  })

  test('a known address on a new browser approves the device by the emailed link', async ({
    page,
    browser,
  }) => {
    test.slow() // two logins and an approval
    await openSandbox(page, noSiwx)
    const email = freshEmail('linus')
    const first = (await (await loginByEmail(page, email)).getAttribute('aria-label'))!
    // Another browser profile is another device.
    const other = await browser.newContext()
    const second = await other.newPage()
    await openSandbox(second, noSiwx)
    // The first login's email started the address's 30 s cooldown (spec section 5): the new
    // device is told how long to wait and, once that time has passed, asks again.
    const dialog = await startEmailLogin(second, email)
    const cooldown = dialog.getByText(/^Please try again after \d+ seconds$/)
    await expect(cooldown).toBeVisible()
    await skipCooldown(cooldown)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    // The app shows the code view as for any address (no account enumeration); the mailbox gets
    // the recovery custodian's approval link first (the wallet names this address), and the code
    // once the device is approved; the new browser then recovers the same wallet.
    await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
    const approval = await waitForMail(email, 2)
    expect(approval.subject).toBe('Approve your new device')
    const link = /(http\S+\/custodian\/approve\?token=\S+)/.exec(approval.text)![1]!
    const mailPage = await other.newPage()
    await mailPage.goto(link)
    await mailPage.getByRole('button', { name: 'Approve device' }).click()
    await expect(mailPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await codeBox(dialog).fill(await loginCode(email, 3))
    await expect(second.getByRole('button', { name: first, exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await other.close()
  })

  test('signs a message and sends a transaction from the embedded wallet, approved in the frame', async ({
    page,
  }) => {
    test.slow()
    // A plain ECDSA signature and a transaction the account itself sends: the EOA
    // (smart-account.spec.ts covers the smart account's ERC-6492/1271 signatures and user operations).
    await openSandbox(page, `${noSiwx}&account=eoa`)
    await loginByEmail(page, freshEmail('sign'))
    const address = await connectedAddress(page)
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })
    const frame = page.frameLocator('#w3m-iframe')
    const result = page.getByTestId('wallet-result')

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('dialog', { name: 'Approve request' })).toBeVisible()
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await expect(frame.getByText('Hello from the Keyport sandbox')).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await result.textContent()) as Hex
    expect(
      await verifyMessage({
        address,
        message: { raw: toHex('Hello from the Keyport sandbox') },
        signature,
      }),
    ).toBe(true)
    await expect(page.locator('#w3m-iframe')).toBeHidden()

    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(result).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 20_000 })
    const receipt = await chain.waitForTransactionReceipt({
      hash: (await result.textContent()) as Hex,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    // Rejecting in the frame declines; closing the modal aborts an open request.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await rejectApproval(frame)
    await expect(result).toHaveText('Error: Signature declined')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(result).toHaveText(/^Error: (Request was aborted|Signature declined)$/)
  })

  test('messages posted from another origin or window are ignored', async ({ page }) => {
    await openSandbox(page, noSiwx)
    const account = await loginByEmail(page, freshEmail('origin'))
    const token = await page.evaluate(() => localStorage.getItem('@keyport/session_token'))
    expect(token).toBeTruthy()
    const frameOrigin = new URL(stackUrls.frame).origin
    await page.evaluate((origin) => {
      const forged = {
        channel: 'keyport:secure-frame',
        kind: 'event',
        type: 'SESSION_UPDATE',
        payload: { token: 'forged' },
      }
      // From the page's own origin, and with the frame's origin but the wrong window.
      window.postMessage(forged, '*')
      window.dispatchEvent(new MessageEvent('message', { data: forged, origin, source: window }))
    }, frameOrigin)
    await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 300)))
    expect(await page.evaluate(() => localStorage.getItem('@keyport/session_token'))).toBe(token)
    await expect(account).toBeVisible()
  })

  test('logs in with a social provider through the local OpenID provider popup', async ({
    page,
  }) => {
    test.slow()
    // The popup's pages (the local OpenID provider's login and consent) load nothing from
    // another host; nor does anything else in the flow.
    const outside: string[] = []
    page.context().on('request', (request) => {
      const { hostname, protocol } = new URL(request.url())
      if (/^https?:$/.test(protocol) && hostname !== '127.0.0.1' && hostname !== 'localhost')
        outside.push(request.url())
    })
    await openSandbox(page, noSiwx)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const login = `social${Date.now().toString(36)}`
    const popupOpened = page.waitForEvent('popup')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Log in with GitHub' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'Log in with Google' }))
      .first()
      .click()
    const popup = await popupOpened
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: /^Log in with (GitHub|Google)$/ }),
    ).toBeVisible()
    await popup.locator('input[name="login"]').fill(login)
    await popup.locator('input[name="password"]').fill('any password')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popup.getByRole('button', { name: 'Continue' }).click()
    // The popup may close before a wait for its close event would start: poll instead.
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible({ timeout: 20_000 })
    expect(await page.evaluate(() => localStorage.getItem('@keyport/social_username'))).toBe(
      JSON.stringify(login),
    )
    expect(outside).toEqual([])
  })
})
