import { expect, type Page } from '@playwright/test'

/** Chooses `symbol` on one side of the open Swap view ('Token to pay with', 'Token to receive'). */
export async function chooseSwapToken(page: Page, side: RegExp, symbol: string) {
  await page.getByRole('dialog', { name: 'Swap' }).getByRole('button', { name: side }).click()
  const select = page.getByRole('dialog', { name: 'Select token' })
  await select.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await select
    .getByRole('region', { name: 'Tokens', exact: true })
    .getByRole('button', { name: new RegExp(`^${symbol}`) })
    .click()
}

/**
 * From the open Account view: swaps 25 USDC for DAI as ONE sponsored batch (approve and swap in
 * one `wallet_sendCalls`), checks that the review and the frame's card both say the app pays the
 * gas, approves, and waits for "Swapped 25 USDC for 24.9… DAI".
 */
export async function swapUsdcForDaiSponsored(page: Page, { timeout = 60_000 } = {}) {
  const patient = expect.configure({ timeout })
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await chooseSwapToken(page, /^Token to pay with/, 'USDC')
  await chooseSwapToken(page, /^Token to receive/, 'DAI')
  await swap.getByRole('textbox', { name: 'Amount to swap' }).fill('25')
  await patient(swap.getByTestId('swap-quote')).toHaveText(/^24\.9/)
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const review = page.getByRole('dialog', { name: 'Review swap' })
  await patient(review.getByTestId('swap-network-fee')).toContainText('Gas paid by the app')
  // One button, one request: the account batches atomically (EIP-5792).
  await review.getByRole('button', { name: 'Approve USDC and swap' }).click()
  const frame = page.frameLocator('#w3m-iframe')
  await patient(frame.getByRole('heading', { name: 'Send calls' })).toBeVisible()
  await expect(frame.getByTestId('approval-gas')).toHaveText(/^Gas paid by (?!you)/)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await patient(page.getByText(/^Swapped 25 USDC for 24\.9\d* DAI$/)).toBeVisible()
}
