import { expect, type Page, test } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import {
  announceLate,
  expectCleanlyDisconnected,
  installInjectedOnly,
  lateWalletOut,
  reloadAndExpectAccount,
  removableWallet,
  storedConnection,
  watchPageErrors,
} from './reload'
import { installWallet, openSandbox, switchToBase, testWalletName } from './sandbox'

// These tests only connect and sign in: a fresh key each, so no session or nonce is shared.
const freshKey = generatePrivateKey()
// A wallet that shows up this long after the page started loading is still restored.
const lateMs = 2_000

const prompts = async (wallet: Awaited<ReturnType<typeof installWallet>>) =>
  (await wallet.log()).filter((entry) => entry.prompted)
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Opens the sandbox and connects the test wallet through the Connect view, once a late wallet
 * (`announceLate`) is out when `late`: the list must not change under the click.
 */
async function connectWallet(page: Page, query = '', late = false) {
  const open = await openSandbox(page, query)
  if (late) await lateWalletOut(page)
  await open.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(testWalletName) })
    .click()
}

test.describe('reload: browser wallets come back by themselves', () => {
  test('EIP-6963: the account and its SIWX session are back after a reload, with no prompt and no error', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    const wallet = await installWallet(page, { privateKey: freshKey })
    await connectWallet(page, '?siwx=required')
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Sign' })
      .click()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short(wallet.address)} on eip155:1`)

    await reloadAndExpectAccount(page, wallet.address)
    await expect(status).toContainText(`Signed in as ${short(wallet.address)} on eip155:1`)
    await expect(page.getByRole('button', { name: 'Network Ethereum (local)' })).toBeVisible()
    // The wallet's log restarts with the page: nothing after the reload asked the user.
    expect(await prompts(wallet)).toEqual([])
    expect(errors).toEqual([])
  })

  test('injected window.ethereum (no EIP-6963): the account and the network it switched to are back', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    const wallet = await installInjectedOnly(page, { privateKey: freshKey })
    const open = await openSandbox(page)
    await open.click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /MetaMask/ })
      .click()
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('@keyport/connect.connector_id'))).toBe(
      '"injected"',
    )
    await switchToBase(page)

    await reloadAndExpectAccount(page, wallet.address)
    await expect(page.getByRole('button', { name: 'Network Base (local)' })).toBeVisible()
    expect(await prompts(wallet)).toEqual([])
    expect(errors).toEqual([])
  })

  test(`EIP-6963: a wallet that announces itself ${lateMs} ms after the page loaded is restored`, async ({
    page,
  }) => {
    await announceLate(page, lateMs)
    const wallet = await installWallet(page, { privateKey: freshKey })
    // The late wallet lists once it announces, and connects as any other.
    await connectWallet(page, '', true)
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible()
    await reloadAndExpectAccount(page, wallet.address)
    expect(await prompts(wallet)).toEqual([])
  })

  test('EIP-6963: a wallet gone after the reload leaves a clean disconnected page, even signed in (SIWX)', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    const uninstall = await removableWallet(page)
    await installWallet(page, { privateKey: freshKey })
    await connectWallet(page, '?siwx=required')
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Sign' })
      .click()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText('Signed in as')
    expect(await storedConnection(page)).not.toEqual([])
    await uninstall()
    await page.reload()
    await expectCleanlyDisconnected(page)
    expect(errors).toEqual([])
  })

  test('Wallet Standard (Solana): the account is back after a reload with no prompt', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    const wallet = await installWallet(page, { namespaces: ['solana'] })
    await connectWallet(page, '?solana=on')
    await expect(
      page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }),
    ).toBeVisible()
    await reloadAndExpectAccount(page, wallet.solanaAddress)
    await expect(page.getByRole('button', { name: 'Network Solana' })).toBeVisible()
    expect(await prompts(wallet)).toEqual([])
    expect(errors).toEqual([])
  })

  test(`Wallet Standard (Solana): a wallet that registers ${lateMs} ms after the page loaded is restored`, async ({
    page,
  }) => {
    await announceLate(page, lateMs)
    const wallet = await installWallet(page, { namespaces: ['solana'] })
    await connectWallet(page, '?solana=on', true)
    await expect(
      page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }),
    ).toBeVisible()
    await reloadAndExpectAccount(page, wallet.solanaAddress)
  })

  test('Wallet Standard (Solana): a wallet gone after the reload leaves a clean disconnected page', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    const uninstall = await removableWallet(page)
    const wallet = await installWallet(page, { namespaces: ['solana'] })
    await connectWallet(page, '?solana=on')
    await expect(
      page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }),
    ).toBeVisible()
    await uninstall()
    await page.reload()
    await expectCleanlyDisconnected(page)
    expect(errors).toEqual([])
  })
})
