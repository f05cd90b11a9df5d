import {
  type CreateWcTestWalletParameters,
  createWcTestWallet,
  type WcTestWallet,
} from '@keyport/wc-test-wallet'
import { expect, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { decodeQrSvg } from '../support/decodeQrSvg'
import { stackChains, stackUrls } from '../support/stackUrls'
import { openSandbox } from './sandbox'

const open: WcTestWallet[] = []

/** Keeps a test wallet to close with `closeTestWallets` (`scanAndPair` keeps its own). */
export function trackTestWallet(wallet: WcTestWallet) {
  open.push(wallet)
  return wallet
}

/** Closes the relay connections of the test's wallets; call it in `test.afterEach`. */
export async function closeTestWallets() {
  for (const wallet of open.splice(0))
    await wallet.kit.core.relayer.transportClose().catch(() => {})
}

/** The WalletConnect URI the modal's QR code shows, read as a phone would scan it. */
export async function scanQrCode(page: Page) {
  const qr = page.getByRole('img', { name: 'QR code to connect a mobile wallet' })
  // The first pairing loads the WalletConnect SDK, slow on a busy machine's cold dev server.
  await expect(qr).toBeVisible({ timeout: 20_000 })
  return decodeQrSvg({
    viewBox: (await qr.getAttribute('viewBox'))!,
    d: (await qr.locator('path').getAttribute('d'))!,
  })
}

/**
 * Opens the sandbox (with `query`) and WalletConnect in its modal, scans the QR code and pairs a
 * Node test wallet (a fresh key on the stack's chains unless `parameters` say otherwise).
 * Resolves once the wallet has approved the session.
 *
 * @example
 * const wallet = await scanAndPair(page, '?siwx=off', { mode: 'reject' })
 */
export async function scanAndPair(
  page: Page,
  query = '',
  parameters: Partial<CreateWcTestWalletParameters> = {},
) {
  // The Node wallet starts its SDK while the page loads.
  const [wallet, connect] = await Promise.all([
    createWcTestWallet({
      relayUrl: stackUrls.relay,
      privateKey: generatePrivateKey(),
      chains: stackChains,
      ...parameters,
    }),
    openSandbox(page, query),
  ])
  trackTestWallet(wallet)
  await connect.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const uri = await scanQrCode(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  return wallet
}
