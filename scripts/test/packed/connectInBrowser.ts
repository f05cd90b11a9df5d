import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../../tests/support/chromium.ts'

/**
 * Opens the packed app in Chromium, connects the test wallet it announces (EIP-6963) through the
 * modal, and resolves with the Account button's label. Rejects with the page's errors when the
 * connection does not show.
 *
 * @example
 * await connectInBrowser('http://127.0.0.1:5190/') // 'Account 0xf39F…2266'
 */
export async function connectInBrowser(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] })
  const errors: string[] = []
  try {
    const page = await browser.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
    page.setDefaultTimeout(30_000)
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Keyport Test Wallet' }).click()
    const account = page.getByRole('button', { name: /^Account 0x/ })
    await account.waitFor()
    return (await account.getAttribute('aria-label')) ?? ''
  } catch (error) {
    throw new Error(`The packed app did not connect the test wallet (${url}).`, {
      cause: errors.length > 0 ? new Error(errors.join('\n'), { cause: error }) : error,
    })
  } finally {
    await browser.close()
  }
}
