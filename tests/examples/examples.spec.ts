import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { installTestWallet } from '@keyport/test-wallet/playwright'
import { expect, type Page, test } from '@playwright/test'
import { type BuiltExample, builtExampleDir } from '../../scripts/test/packed/buildExample.ts'
import { stackChains, stackUrls } from '../support/stackUrls'
import { exampleUrls } from './exampleUrls.ts'

const root = new URL('../..', import.meta.url).pathname
const urls = exampleUrls(process.env)
const examples = [
  { name: 'next', url: urls.next, serverRendered: true },
  { name: 'vite-react18', url: urls.vite, serverRendered: false },
] as const

/** Every console error and warning and every uncaught error of the page, on every load. */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Notes in `window.__connectShown` whether a Connect Wallet button ever enters the document of
 * this load, from the first parsed byte: the server's HTML included.
 */
function watchForConnect() {
  const seen = (node: Node) =>
    node instanceof Element &&
    [node, ...node.querySelectorAll('button')].some(
      (element) => element.tagName === 'BUTTON' && element.textContent?.includes('Connect Wallet'),
    )
  const state = window as unknown as { __connectShown: boolean }
  state.__connectShown = false
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (seen(node)) state.__connectShown = true
  }).observe(document, { childList: true, subtree: true })
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account 0x/ })

for (const example of examples) {
  test.describe(`examples/${example.name}`, () => {
    test.beforeAll(() => {
      const built = JSON.parse(
        readFileSync(join(builtExampleDir(root, example.name), 'keyport-built.json'), 'utf8'),
      ) as BuiltExample
      // The build wrote the stack's URLs into the page: it must be this stack's.
      expect(built.stack.api, 'rebuild it: npm run test:packed').toBe(stackUrls.api)
    })

    if (example.serverRendered)
      test('behavior: the server HTML has the Connect button', async ({ request }) => {
        const response = await request.get(example.url)
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>)[\s\S])*Connect Wallet/)
        expect(html).toContain('keyport-example-next')
      })

    if (example.serverRendered)
      test.describe('in a German browser', () => {
        test.use({ locale: 'de-DE' })

        test('behavior: a German browser hydrates the server HTML with no console error, then the button speaks German', async ({
          page,
        }) => {
          const problems = watchConsole(page)
          const response = await page.goto(example.url)
          // The server renders the texts it has from the start (English, unless the app passes
          // German messages); a hydration that rendered other texts would log a mismatch below.
          const served = /<button[^>]*kp-connect-button[^>]*>([^<]+)<\/button>/.exec(
            (await response?.text()) ?? '',
          )?.[1]
          expect(served).toBe('Connect Wallet')
          // Once hydrated, the kernel loads the browser's language and the button follows it.
          const connect = page.getByRole('button', { name: 'Wallet verbinden' })
          await expect(connect).toBeVisible()
          await connect.click()
          await expect(page.getByRole('dialog')).toBeVisible()
          expect(problems).toEqual([])
        })
      })

    test('behavior: connects the test wallet and a reload brings the account back without a click, with no console error', async ({
      page,
    }) => {
      const problems = watchConsole(page)
      // The test wallet as a browser extension would be: announced before the page's scripts run.
      const wallet = await installTestWallet(page, { chains: stackChains })
      await page.addInitScript(watchForConnect)
      await page.goto(example.url)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByRole('button', { name: /Keyport Test Wallet/ })
        .click()
      await expect(accountButton(page)).toBeVisible()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(accountButton(page)).toHaveAccessibleName(
        new RegExp(`^Account ${wallet.address.slice(0, 6)}`),
      )

      if (example.serverRendered) {
        // The server already knows the connection from the cookie: its HTML shows the account.
        const html = await (await page.request.get(example.url)).text()
        expect(html).toMatch(/aria-label="Account 0x/)
        expect(html).not.toContain('Connect Wallet')
      }
      const requests = (await wallet.log()).length
      await page.reload()
      await expect(accountButton(page)).toBeVisible()
      await expect(accountButton(page)).toHaveAccessibleName(
        new RegExp(`^Account ${wallet.address.slice(0, 6)}`),
      )
      // Back without a click: the wallet was asked for no new connection.
      const asked = (await wallet.log()).slice(requests).map((entry) => entry.method)
      expect(asked).not.toContain('eth_requestAccounts')
      if (example.serverRendered) {
        const shown = await page.evaluate(
          () => (window as unknown as { __connectShown: boolean }).__connectShown,
        )
        expect(shown, 'Connect Wallet flashed before the account button').toBe(false)
      }
      expect(problems).toEqual([])
    })
  })
}
