import { expect, test } from '@playwright/test'
import { reloadAndExpectAccount, watchPageErrors } from './reload'
import { waitForDataApi } from './sandbox'
import { closeTestWallets, scanAndPair } from './walletConnect'

test.afterEach(closeTestWallets)

// walletconnect.spec.ts covers a plain reload and a SIWX session on chain 1 across one; this adds
// the network the session switched to, and proves the reload asked the phone for nothing.
test.describe('reload: WalletConnect comes back by itself', () => {
  test.describe.configure({ timeout: 90_000 })

  test('the account, the network it switched to and its SIWX session are back, with no request to the wallet', async ({
    page,
    request,
  }) => {
    await waitForDataApi(request, 60_000)
    const errors = watchPageErrors(page)
    const wallet = await scanAndPair(page, '?siwx=required')
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await signIn.getByRole('button', { name: 'Sign' }).click()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short} on eip155:1`)
    await page.getByRole('button', { name: 'Network Ethereum (local)' }).click()
    await page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('button', { name: /Base \(local\)/ })
      .click()
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(status).toContainText(`Signed in as ${short} on eip155:8453`)
    await expect(page.getByRole('dialog')).toBeHidden()

    // From here on, anything the page asks of the wallet waits in its list.
    wallet.setMode('manual')
    await reloadAndExpectAccount(page, wallet.address)
    await expect(page.getByRole('button', { name: 'Network Base (local)' })).toBeVisible()
    await expect(status).toContainText(`Signed in as ${short} on eip155:8453`)
    expect(wallet.pendingRequests).toEqual([])
    expect(errors).toEqual([])
  })
})
