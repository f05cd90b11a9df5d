import { expect, test } from '@playwright/test'
import { stackUrls } from '../support/stackUrls'
import { phone } from './mobilePhone'
import { installWallet, openSandbox, testWalletName } from './sandbox'

test.use(phone)

test.describe("A wallet's in-app browser on a phone", () => {
  test('its injected wallet is offered first and alone; no pairing starts; it connects with a tap', async ({
    page,
  }) => {
    // The wallet app's browser: a phone user agent, its provider announced (EIP-6963) and
    // injected as window.ethereum before the page's scripts run.
    const wallet = await installWallet(page, { legacy: true })
    const relaySockets: string[] = []
    page.on('websocket', (socket) => {
      if (socket.url().startsWith(stackUrls.relay)) relaySockets.push(socket.url())
    })
    const connect = await openSandbox(page)
    await connect.tap()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await expect(wallets).toHaveCount(1)
    await expect(wallets.first()).toHaveText(new RegExp(testWalletName))
    // The rest of the wallet list is hidden: no WalletConnect, no registry wallets, no All Wallets.
    await expect(dialog.getByRole('button', { name: /WalletConnect/ })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toHaveCount(0)
    await expect(dialog.locator('a[href*="wc?uri="]')).toHaveCount(0)

    await wallets.first().getByRole('button').tap()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveAttribute(
      'aria-label',
      `Account ${wallet.address}`,
    )
    // Nothing paired for wallets this browser does not offer.
    expect(relaySockets).toEqual([])
  })

  test('the same phone without an injected wallet lists WalletConnect, registry wallets and All Wallets', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.tap()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toBeVisible()
    await expect(
      dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem'),
    ).not.toHaveCount(1)
  })
})
