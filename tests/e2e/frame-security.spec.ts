import { expect, test } from '@playwright/test'
import { stackUrls } from '../support/stackUrls'

// The secure frame's CSP frame-ancestors in a real browser: a page on an origin the frame does not
// allow (the WalletConnect test wallet's) cannot embed it. Sends nothing from any dev account.
test.describe('secure frame embedding', () => {
  test('an origin that is not an allowed app cannot load the frame in an iframe', async ({
    page,
  }) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text())
    })
    await page.goto(stackUrls.wcWallet)
    const frameUrl = `${stackUrls.frame}/sdk?projectId=keyport-dev&chainId=1&version=4`
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe')
      iframe.id = 'probe'
      iframe.src = src
      document.body.append(iframe)
    }, frameUrl)
    await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(refused[0]).toContain(new URL(stackUrls.sandbox).origin)
    // The blocked frame shows the browser's error page, never the wallet page.
    const child = page.frames().find((frame) => frame !== page.mainFrame())
    expect(child?.url()).not.toContain('/sdk')
  })
})
