import { expect, type Page } from '@playwright/test'
import { openFromAccount } from './sandbox'

/** Opens the Send view from the Account view; resolves to its dialog. */
export async function openSend(page: Page) {
  await openFromAccount(page, 'Send')
  return page.getByRole('dialog', { name: 'Send' })
}

/** Switches the Send form's token from ETH, its default, to `symbol` from the token list. */
export async function chooseSendToken(page: Page, symbol: string) {
  const form = page.getByRole('dialog', { name: 'Send' })
  await form.getByRole('button', { name: 'Token ETH' }).click()
  await page
    .getByRole('dialog', { name: 'Select Token' })
    .getByRole('button', { name: new RegExp(symbol) })
    .click()
  await expect(form.getByRole('button', { name: `Token ${symbol}` })).toBeVisible()
}

/** Fills the send form and asks for the preview; resolves to the preview's dialog. */
export async function fillSend(page: Page, { amount, to }: { amount: string; to: string }) {
  const form = page.getByRole('dialog', { name: 'Send' })
  await form.getByLabel('Amount', { exact: true }).fill(amount)
  await form.getByLabel('To', { exact: true }).fill(to)
  await form.getByRole('button', { name: 'Review send' }).click()
  return page.getByRole('dialog', { name: 'Review Send' })
}

/**
 * Sends on Solana from the open Account view: picks `symbol`, fills the form, checks the preview,
 * clicks Send, lets `approve` answer the wallet (an embedded wallet's frame card; a wallet that
 * answers by itself needs none), waits for 'Sent' and closes it. Resolves to the signature.
 */
export async function sendOnSolana(
  page: Page,
  { symbol, amount, to }: { symbol: string; amount: string; to: string },
  approve?: () => Promise<void>,
) {
  const patient = expect.configure({ timeout: 30_000 })
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const form = page.getByRole('dialog', { name: 'Send' })
  await patient(form.getByRole('button', { name: /^Token / })).toBeVisible()
  if (!(await form.getByRole('button', { name: `Token ${symbol}` }).isVisible())) {
    await form.getByRole('button', { name: /^Token / }).click()
    await page
      .getByRole('dialog', { name: 'Select Token' })
      .getByRole('button', { name: new RegExp(symbol) })
      .click()
  }
  await expect(form.getByRole('button', { name: `Token ${symbol}` })).toBeVisible()
  const preview = await fillSend(page, { amount, to })
  await patient(preview.getByTestId('send-preview')).toContainText(`${amount} ${symbol}`)
  await expect(preview.getByTestId('send-preview')).toContainText(to)
  await expect(preview.getByTestId('send-preview')).toContainText(/Network fee.*\d SOL/)
  await preview.getByRole('button', { name: 'Send' }).click()
  await approve?.()
  const confirmed = page.getByRole('dialog', { name: 'Transaction' })
  await patient(confirmed.getByText('Sent', { exact: true })).toBeVisible()
  const signature = await confirmed.getByTestId('transaction-hash').textContent()
  await confirmed.getByRole('button', { name: 'Done' }).click()
  return signature
}
