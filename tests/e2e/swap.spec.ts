import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { connectTestWallet, installWallet } from './sandbox'
import { chooseSwapToken } from './swap'

// Lazily loaded views and the chain's blocks can take seconds on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 })

// anvil's account #0 (the seeder, which keeps the rest of the USDC and DAI supply) swaps: other
// browser tests connect with it but never send from it. #4 holds 100,000 of each
// (server/chain/seedPlan.ts) and only has its balances read here.
const devKey0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const devKey4 = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a'

/** The quantity an Account token row shows, e.g. 99,975 from '99,975 USDC · $1.00'. */
async function held(dialog: Locator, symbol: string) {
  const row = dialog.getByTestId('token-row').filter({ hasText: ` ${symbol} · ` })
  const text = (await row.textContent()) ?? ''
  const match = new RegExp(`([\\d,.]+) ${symbol} ·`).exec(text)
  return Number(match?.[1]?.replaceAll(',', '') ?? Number.NaN)
}

async function openSwap(page: Page) {
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  const dialog = page.getByRole('dialog', { name: 'Swap' })
  await expect(dialog.getByRole('textbox', { name: 'Amount to swap' })).toBeVisible()
  return dialog
}

test.describe('swap', () => {
  test.describe.configure({ timeout: 120_000 })

  test('swaps USDC for DAI: approve, then swap, and both balances change', async ({ page }) => {
    const wallet = await installWallet(page, { privateKey: devKey0 })
    const account = await connectTestWallet(page)
    await account.click()
    const accountView = page.getByRole('dialog', { name: 'Account' })
    await expect(accountView.getByTestId('token-row').filter({ hasText: 'DAI' })).toBeVisible()
    const before = { usdc: await held(accountView, 'USDC'), dai: await held(accountView, 'DAI') }

    const swap = await openSwap(page)
    await chooseSwapToken(page, /^Token to pay with/, 'USDC')
    await chooseSwapToken(page, /^Token to receive/, 'DAI')
    await swap.getByRole('textbox', { name: 'Amount to swap' }).fill('25')
    await expect(swap.getByTestId('swap-quote')).toHaveText(/^24\.9/)
    await expectNoSeriousViolations(page)
    await swap.getByRole('button', { name: 'Review swap' }).click()

    const preview = page.getByRole('dialog', { name: 'Review swap' })
    await expect(preview.getByTestId('swap-pay')).toHaveText('25 USDC')
    await expect(preview.getByTestId('swap-slippage')).toContainText('1%')
    await expect(preview.getByTestId('swap-minimum')).toContainText(/24\.\d+ DAI/)
    await expect(preview.getByTestId('swap-network-fee')).toContainText('ETH')
    await expectNoSeriousViolations(page)
    await preview.getByRole('button', { name: 'Approve USDC' }).click()
    await preview.getByRole('button', { name: 'Swap', exact: true }).click()

    await expect(accountView).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/^Swapped 25 USDC for 24\.9\d* DAI$/)).toBeVisible()
    await expect(async () => {
      await accountView.getByRole('button', { name: 'Refresh balances' }).click()
      expect(await held(accountView, 'USDC')).toBeCloseTo(before.usdc - 25, 4)
      const dai = await held(accountView, 'DAI')
      expect(dai - before.dai).toBeGreaterThan(24.5)
      expect(dai - before.dai).toBeLessThan(25)
    }).toPass({ timeout: 20_000 })
    const sent = (await wallet.log()).filter((entry) => entry.method === 'eth_sendTransaction')
    expect(sent.map((entry) => entry.outcome)).toEqual(['approved', 'approved'])

    // The data API indexes the chain, so the history plugin lists the swap, newest first. The
    // swap is mined a block after the approval: a list read between the two blocks' indexing ends
    // at the approval, so the tab is opened again (it reads the newest page afresh) until it shows.
    const newest = accountView
      .getByRole('tabpanel', { name: 'Activity' })
      .getByTestId('transaction-row')
      .first()
    await expect(async () => {
      await accountView.getByRole('tab', { name: 'Tokens', exact: true }).click()
      await accountView.getByRole('tab', { name: 'Activity', exact: true }).click()
      await expect(newest).toContainText('Swapped', { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(newest).toContainText(/−25 USDC · \+24\.9\d* DAI/)
  })

  test('refuses zero, more than the balance and a pair the pools cannot fill, before signing', async ({
    page,
  }) => {
    const wallet = await installWallet(page, { privateKey: devKey4 })
    const account = await connectTestWallet(page)
    await account.click()
    const swap = await openSwap(page)
    const amount = swap.getByRole('textbox', { name: 'Amount to swap' })

    await chooseSwapToken(page, /^Token to pay with/, 'USDC')
    await chooseSwapToken(page, /^Token to receive/, 'DAI')
    await amount.fill('0')
    await expect(swap.getByRole('alert')).toHaveText('Enter an amount greater than 0')
    await expect(
      swap.getByRole('button', { name: 'Enter an amount greater than 0' }),
    ).toBeDisabled()

    await amount.fill('100000000')
    await expect(swap.getByRole('alert')).toContainText('Insufficient USDC balance')
    await expect(swap.getByRole('button', { name: 'Insufficient USDC balance' })).toBeDisabled()

    await chooseSwapToken(page, /^Token to pay with/, 'ETH')
    await chooseSwapToken(page, /^Token to receive/, 'USDC')
    await amount.fill('0.000000000000000001')
    await expect(swap.getByRole('alert')).toContainText('Insufficient liquidity')
    await expect(swap.getByRole('button', { name: 'Insufficient liquidity' })).toBeDisabled()
    await expectNoSeriousViolations(page)

    const prompts = (await wallet.log()).filter((entry) => entry.prompted)
    expect(prompts.map((entry) => entry.method)).toEqual(['eth_requestAccounts'])
  })
})
