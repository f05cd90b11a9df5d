import { createWcTestWallet } from '@keyport/wc-test-wallet'
import { expect, type Page, test } from '@playwright/test'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { sandboxMessage, sandboxTypedData } from '../../sandbox/src/signRequests'
import { stackChains, stackUrls } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import { focusIsInDialog, openSandbox, waitForDataApi } from './sandbox'
import { closeTestWallets, scanAndPair, scanQrCode, trackTestWallet } from './walletConnect'

// A key of these tests' own: they only sign, so it needs no funds and shares no nonce.
const devKey3 = '0x7c852118294e51e653712a81e05800f419141751be58f271c6e1d3aac69aa1c1'
test.afterEach(closeTestWallets)

/** Pairs by QR code (see `scanAndPair`) and waits for the connected Account button. */
async function pairByQr(page: Page) {
  const wallet = await scanAndPair(page, '', { privateKey: devKey3 })
  const account = page.getByRole('button', { name: /^Account 0x/ })
  await expect(account).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  return { wallet, account }
}

async function signature(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click()
  const output = page.getByTestId('wallet-result')
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  return (await output.textContent()) as Hex
}

test.describe('WalletConnect', () => {
  // Two WalletConnect SDKs start and pair through the relay: more than a browser-wallet test.
  test.describe.configure({ timeout: 60_000 })

  test('pairs by QR code; personal_sign and typed data round-trip; a rejection reads clearly', async ({
    page,
  }) => {
    const { wallet } = await pairByQr(page)
    expect(
      await verifyMessage({
        address: wallet.address,
        message: sandboxMessage,
        signature: await signature(page, 'Sign message'),
      }),
    ).toBe(true)
    const { EIP712Domain: _, ...types } = sandboxTypedData.types
    expect(
      await verifyTypedData({
        address: wallet.address,
        domain: sandboxTypedData.domain,
        types,
        primaryType: sandboxTypedData.primaryType,
        message: { text: sandboxMessage, from: wallet.address },
        signature: await signature(page, 'Sign typed data'),
      }),
    ).toBe(true)

    wallet.setMode('reject')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('wallet-result')).toHaveText('Error: Signature declined')
  })

  test('stays connected after a reload; disconnect ends the session in the wallet too', async ({
    page,
  }) => {
    const { wallet, account } = await pairByQr(page)
    await page.reload()
    await expect(account).toBeVisible()
    expect(
      await verifyMessage({
        address: wallet.address,
        message: sandboxMessage,
        signature: await signature(page, 'Sign message'),
      }),
    ).toBe(true)

    const ended = wallet.nextDelete()
    await account.click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(account).toHaveCount(0)
    await ended
    expect(wallet.sessions()).toEqual([])
  })

  test('a proposal the wallet rejects says so, and Try again shows a fresh code', async ({
    page,
  }) => {
    const wallet = await createWcTestWallet({
      relayUrl: stackUrls.relay,
      privateKey: devKey3,
      chains: stackChains,
      mode: 'reject',
    })
    trackTestWallet(wallet)
    const open = await openSandbox(page)
    await open.click()
    await page.getByRole('button', { name: /WalletConnect/ }).click()
    const qr = page.getByRole('img', { name: 'QR code to connect a mobile wallet' })
    const scan = () => scanQrCode(page)
    const first = await scan()
    await wallet.pair(first)
    await expect(page.getByRole('alert')).toContainText('Connection declined')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(qr).toBeVisible()
    expect(await scan()).not.toBe(first)
  })

  test('the web test wallet in a second tab pairs with the copied link, then signs', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stackUrls.sandbox,
    })
    const open = await openSandbox(page)
    await open.click()
    await page.getByRole('button', { name: /WalletConnect/ }).click()
    await expect(page.getByRole('img', { name: 'QR code to connect a mobile wallet' })).toBeVisible(
      {
        timeout: 20_000,
      },
    )
    await expectNoSeriousViolations(page)
    // Keyboard only: Tab reaches "Copy link" without leaving the dialog, and Enter copies.
    const copy = page.getByRole('button', { name: 'Copy link' })
    for (
      let step = 0;
      step < 12 && !(await copy.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab')
      expect(await focusIsInDialog(page)).toBe(true)
    }
    await expect(copy).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Link copied')).toBeVisible()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const walletTab = await context.newPage()
    await walletTab.goto(stackUrls.wcWallet)
    await walletTab.getByLabel('WalletConnect URI').fill(uri)
    await walletTab.getByRole('button', { name: 'Pair' }).click()
    await walletTab
      .getByRole('article', { name: /^Proposal from Keyport sandbox/ })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()

    await page.bringToFront()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await walletTab
      .getByRole('article', { name: 'Request personal_sign' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(page.getByTestId('wallet-result')).toHaveText(/^0x[0-9a-f]{130}$/)
  })
  test('signs in with SIWX through the paired wallet; the session survives a reload', async ({
    page,
    request,
  }) => {
    await waitForDataApi(request, 60_000)
    const wallet = await scanAndPair(page, '?siwx=required')
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await expect(signIn.getByTestId('siwx-account')).toContainText(wallet.address.slice(0, 6))
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short} on eip155:1`)

    await page.reload()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
    await expect(status).toContainText(`Signed in as ${short}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
