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
