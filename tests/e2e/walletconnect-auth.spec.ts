import { expect, test } from '@playwright/test'
import { stackChains } from '../support/stackUrls'
import { switchToBase, waitForDataApi } from './sandbox'
import { closeTestWallets, scanAndPair } from './walletConnect'

test.afterEach(closeTestWallets)

test.describe('WalletConnect: chain switch and one-click auth', () => {
  // Two WalletConnect SDKs start and pair through the relay: more than a browser-wallet test.
  test.describe.configure({ timeout: 60_000 })

  test('a chain the session lacks is asked of the wallet, which adds it to the session', async ({
    page,
  }) => {
    // A wallet that knows Ethereum (local) only: Base is added at the app's request.
    const wallet = await scanAndPair(page, '', { chains: [stackChains[0]!] })
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
    await switchToBase(page)
    // The wallet's side applies the switch and the session update as their messages arrive
    // through the relay, which on a loaded machine can be after the app shows the new network.
    await expect.poll(() => wallet.signer.request({ method: 'eth_chainId' })).toBe('0x2105')
    await expect
      .poll(() => Object.values(wallet.kit.getActiveSessions())[0]?.namespaces.eip155?.accounts)
      .toContain(`eip155:8453:${wallet.address}`)
  })

  test('one-click auth: the user scans, approves once, and is connected and signed in', async ({
    page,
    request,
  }) => {
    await waitForDataApi(request, 60_000)
    let walletRequests = 0
    const wallet = await scanAndPair(page, '?siwx=required', { oneClickAuth: true })
    wallet.kit.on('session_request', () => walletRequests++)
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    const status = page.getByRole('region', { name: 'Sign-in status' })
    // The data API verified the CACAO's signature: the session has its token.
    await expect(status).toContainText(`Signed in as ${short} on eip155:1 · token`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // No second prompt: the sign-in came with the pairing, not a personal_sign request.
    expect(walletRequests).toBe(0)

    await page.reload()
    await expect(status).toContainText(`Signed in as ${short}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
