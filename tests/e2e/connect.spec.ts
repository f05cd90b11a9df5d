import { expect, type Page, test } from '@playwright/test'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { apiRpc } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import {
  connectTestWallet,
  installWallet,
  openSandbox,
  switchToBase,
  testWalletName as wallet,
} from './sandbox'

// anvil's account #1: sends the outside transfer.
const devKey1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
// anvil's account #2: the wallet of the transfer test, so no other test moves its balance.
const devKey2 = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

const connect = (page: Page) => connectTestWallet(page)

test.describe('connect a browser wallet', () => {
  test('connects, shows balances from the chain, and an outside transfer after refresh', async ({
    page,
  }) => {
    const testWallet = await installWallet(page, { privateKey: devKey2 })
    const account = await connect(page)
    await expect(account).toBeVisible()
    // The one account button: the balance, then the short address.
    await expect(account).toHaveText(
      new RegExp(`^[\\d,.]+ ETH${testWallet.address.slice(0, 6)}…${testWallet.address.slice(-4)}$`),
    )
    await expect(page.getByRole('button', { name: 'Network Ethereum (local)' })).toBeVisible()

    await account.click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    const balance = dialog.getByTestId('account-balance')
    await expect(balance).toContainText('ETH')
    await expect(dialog.getByTestId('token-row').filter({ hasText: 'USDC' })).toBeVisible()
    const amount = async () => Number((await balance.textContent())?.replace(/[^0-9.]/g, ''))
    const before = await amount()

    const sender = createWalletClient({
      account: privateKeyToAccount(devKey1),
      chain: mainnet,
      transport: http(apiRpc(1)),
    })
    await sender.sendTransaction({ to: testWallet.address, value: parseEther('1.5') })

    await expect(async () => {
      await dialog.getByRole('button', { name: 'Refresh balances' }).click()
      const after = await amount()
      expect(after).toBeCloseTo(before + 1.5, 3)
    }).toPass({ timeout: 20_000 })
  })

  test('switches network through the wallet', async ({ page }) => {
    await installWallet(page)
    await connect(page)
    await switchToBase(page)
  })

  test('a rejected connection says so clearly and stays disconnected', async ({ page }) => {
    const testWallet = await installWallet(page, { mode: 'reject' })
    const open = await openSandbox(page)
    await open.click()
    await page.getByRole('button', { name: new RegExp(wallet) }).click()
    await expect(page.getByRole('alert')).toContainText(`Connection declined in ${wallet}.`)
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
    expect((await testWallet.log()).some((entry) => entry.outcome === 'rejected')).toBe(true)
  })

  test('a wallet that announces twice is listed once; garbage answers get a clear message', async ({
    page,
  }) => {
    await installWallet(page, { announceTwice: true, mode: 'garbage' })
    const open = await openSandbox(page)
    await open.click()
    const choices = page.getByRole('button', { name: new RegExp(wallet) })
    await expect(choices).toHaveCount(1)
    await choices.click()
    await expect(page.getByRole('alert')).toContainText(
      `${wallet} sent an answer we could not read. Try again or use another wallet.`,
    )
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('a wallet that never answers never freezes the modal: Cancel works', async ({ page }) => {
    await installWallet(page, { mode: 'never' })
    const open = await openSandbox(page)
    await open.click()
    await page.getByRole('button', { name: new RegExp(wallet) }).click()
    await expect(page.getByText(`Continue in ${wallet}`)).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
  })

  test('stays connected after a reload; a disconnect sticks across reloads', async ({ page }) => {
    await installWallet(page)
    const account = await connect(page)
    await page.reload()
    await expect(account).toBeVisible()

    await account.click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(account).toHaveCount(0)
    await page.reload()
    // The connect plugin's restore attempt has settled: had it reconnected, the account shows.
    await expect(page.locator('.page-wallet')).toHaveAttribute('data-restored', 'true')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(account).toHaveCount(0)
  })

  test('connects by keyboard alone', async ({ page }) => {
    await installWallet(page)
    const open = await openSandbox(page)
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const choice = dialog.getByRole('button', { name: new RegExp(wallet) })
    await expect(choice).toBeVisible()
    for (let i = 0; i < 6 && !(await choice.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(choice).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
  })
})

test.describe('connect views pass axe', () => {
  // Each test runs axe on several views; on a loaded 2-core machine that alone can take 30 s.
  test.describe.configure({ timeout: 90_000 })
  test('Connect, AllWallets, ConnectingExternal', async ({ page }) => {
    const testWallet = await installWallet(page, { mode: 'manual' })
    const open = await openSandbox(page)
    await open.click()
    await expect(page.getByRole('button', { name: new RegExp(wallet) })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: 'All Wallets' }).click()
    await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await page.getByRole('button', { name: new RegExp(wallet) }).click()
    await expect(page.getByText(`Continue in ${wallet}`)).toBeVisible()
    await expectNoSeriousViolations(page)
    await testWallet.rejectNext()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('Account, Networks, SwitchNetwork', async ({ page }) => {
    const testWallet = await installWallet(page)
    const account = await connect(page)
    await account.click()
    await expect(page.getByTestId('account-balance')).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: /Network: Ethereum/ }).click()
    await expect(page.getByRole('dialog', { name: 'Choose Network' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await testWallet.setMode('manual')
    await page.getByRole('button', { name: /Base \(local\)/ }).click()
    await expect(page.getByText('Approve in wallet')).toBeVisible()
    await expectNoSeriousViolations(page)
    await testWallet.approveNext()
  })

  test('UnsupportedChain opens by itself, refuses to close, and passes axe', async ({ page }) => {
    await installWallet(page, {
      chainId: 10,
      chains: [
        { id: 10, name: 'Optimism (not supported)', rpcUrl: apiRpc(1) },
        { id: 1, name: 'Ethereum (local)', rpcUrl: apiRpc(1) },
        { id: 8453, name: 'Base (local)', rpcUrl: apiRpc(8453) },
      ],
    })
    const open = await openSandbox(page)
    await open.click()
    await page.getByRole('button', { name: new RegExp(wallet) }).click()
    const dialog = page.getByRole('dialog', { name: 'Switch Network' })
    await expect(dialog.getByText(/doesn’t support your current network/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expectNoSeriousViolations(page)
    await dialog.getByRole('button', { name: /Ethereum \(local\)/ }).click()
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
