import { createWcTestWallet } from '@keyport/wc-test-wallet'
import { expect, type Page, test } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { stackChains, stackUrls } from '../support/stackUrls'
import { deepLinkAttempts, iPhone, pairingUriOf, phone, recordDeepLinks } from './mobilePhone'
import { openSandbox } from './sandbox'
import { closeTestWallets, trackTestWallet } from './walletConnect'

test.afterEach(closeTestWallets)

/** Opens the modal by touch and reads MetaMask's deep link once its pairing URI is ready. */
async function readyDeepLink(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const metaMask = dialog.getByRole('link', { name: /MetaMask/ })
  await expect(metaMask).toHaveAttribute('href', /^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402/, {
    timeout: 30_000,
  })
  return (await metaMask.getAttribute('href'))!
}

test.describe('WalletConnect on a phone', () => {
  test.use(phone)
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

test.describe('WalletConnect on iOS Safari (spec section 4: a pending pairing is reused)', () => {
  test.use(iPhone)

  test('closing and reopening the modal offers the same pairing URI until it expires', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.tap()
    const first = await readyDeepLink(page)
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Close' })
      .tap()
    await expect(page.getByRole('dialog')).toBeHidden()
    await connect.tap()
    expect(await readyDeepLink(page)).toBe(first)
  })
})

test.describe('WalletConnect on Android Chrome (no reuse)', () => {
  test.use(phone)

  test('a closed modal’s pairing is dropped: reopening it pairs again with a new URI', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.tap()
    const first = await readyDeepLink(page)
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Close' })
      .tap()
    await expect(page.getByRole('dialog')).toBeHidden()
    await connect.tap()
    expect(await readyDeepLink(page)).not.toBe(first)
  })
})
