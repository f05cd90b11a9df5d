import {
  type InstallTestWalletParameters,
  installTestWallet,
} from '@keyport/test-wallet/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { stackChains, stackUrls } from '../support/stackUrls'

/** Opens the sandbox with the given query and waits for the Connect button. */
export async function openSandbox(page: Page, query = '') {
  await page.goto(`/${query}`)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor()
  return connect
}

/** True when the focused element sits inside the open dialog. */
export function focusIsInDialog(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
}

/** Installs the test wallet on this stack's chains (see tests/support/stackUrls.ts). */
export function installWallet(page: Page, options: InstallTestWalletParameters = {}) {
  return installTestWallet(page, { chains: stackChains, ...options })
}

/** The test wallet's name, as the Connect view lists it. */
export const testWalletName = 'Keyport Test Wallet'

/** Opens the sandbox, connects the installed test wallet, and returns the Account button. */
export async function connectTestWallet(page: Page, query = '') {
  const open = await openSandbox(page, query)
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(testWalletName) }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  return page.getByRole('button', { name: /^Account 0x/ })
}

/** Clicks a button of the Account view ('Send', 'Choose name'), opening the modal first if needed. */
export async function openFromAccount(page: Page, button: string) {
  const account = page.getByRole('dialog', { name: 'Account' })
  if (!(await account.isVisible())) await page.getByRole('button', { name: /^Account 0x/ }).click()
  await account.getByRole('button', { name: button, exact: true }).click()
}

/** Chooses a tab of the Account view ('Activity'), opening the modal first if needed; returns its panel. */
export async function openAccountTab(page: Page, tab: string) {
  const account = page.getByRole('dialog', { name: 'Account' })
  if (!(await account.isVisible())) await page.getByRole('button', { name: /^Account 0x/ }).click()
  await account.getByRole('tab', { name: tab, exact: true }).click()
  return account.getByRole('tabpanel', { name: tab })
}

/**
 * Switches a connected EVM account from Ethereum (local) to Base (local) through the network
 * button: the modal shows Account once switched, Escape closes it, and the button names Base.
 */
export async function switchToBase(page: Page) {
  await page.getByRole('button', { name: 'Network Ethereum (local)' }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /Base \(local\)/ })
    .click()
  // A WalletConnect wallet approves the switch through the relay: on a busy machine, seconds.
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Network Base (local)' })).toBeVisible()
}

/** The connected account's address, read from the Account button's accessible name. */
export async function connectedAddress(page: Page) {
  const account = page.getByRole('button', { name: /^Account 0x/ })
  return (await account.getAttribute('aria-label'))!.replace('Account ', '') as Hex
}

/**
 * Waits for the data API's health check. Playwright waits for the sandbox only, and sign-in,
 * sends and the embedded wallet need the API, which starts after the chains.
 */
export async function waitForDataApi(request: APIRequestContext, timeout = 170_000) {
  await expect
    .poll(
      async () => (await request.get(`${stackUrls.api}/health`).catch(() => undefined))?.status(),
      { timeout },
    )
    .toBe(200)
}
