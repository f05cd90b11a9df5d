import { createWcTestWallet } from '@keyport/wc-test-wallet'
import { expect, test } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { stackChains, stackUrls } from '../support/stackUrls'
import { deepLinkAttempts, pairingUriOf, phone, recordDeepLinks } from './mobilePhone'
import { openSandbox } from './sandbox'
import { closeTestWallets, trackTestWallet } from './walletConnect'

test.use(phone)
test.afterEach(closeTestWallets)

test.describe('WalletConnect on a phone', () => {
  // Two WalletConnect SDKs start and pair through the relay.
  test.describe.configure({ timeout: 90_000 })

  test('the pairing link is ready when the modal opens: a tapped wallet’s deep link opens inside the tap, and the wallet pairs with it', async ({
    page,
  }) => {
    await recordDeepLinks(page)
    const [wallet, connect] = await Promise.all([
      createWcTestWallet({
        relayUrl: stackUrls.relay,
        privateKey: generatePrivateKey(),
        chains: stackChains,
      }),
      openSandbox(page),
    ])
    trackTestWallet(wallet)
    await connect.tap()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    // Before any tap on a wallet, its row is already a link that carries a live pairing URI.
    const metaMask = dialog.getByRole('link', { name: /MetaMask/ })
    await expect(metaMask).toHaveAttribute('href', /^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402/, {
      timeout: 30_000,
    })
    const ready = (await metaMask.getAttribute('href'))!
    expect(await deepLinkAttempts(page)).toEqual([])

    const navigations: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url())
    })
    await metaMask.tap()
    await expect.poll(() => deepLinkAttempts(page)).toHaveLength(1)
    const [attempt] = await deepLinkAttempts(page)
    expect(attempt).toEqual({
      href: ready,
      userActivation: true,
      trusted: true,
      prevented: false,
      connected: true,
    })
    // The browser itself followed it: a navigation request for the deep link, and nothing else.
    await expect.poll(() => navigations).toEqual([ready])

    // The URI in the link is the one the app waits on: the phone wallet pairs with it.
    const uri = pairingUriOf(attempt!.href)!
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
