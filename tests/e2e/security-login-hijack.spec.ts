import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { stackUrls } from '../support/stackUrls'
import { openSandbox } from './sandbox'

// Order 20, finding 1: a script on the app's page points the login popup at a social login its
// own server started (with its own device key), so the provider's answer would open the victim's
// existing wallet on the attacker's device. The provider's answer (code and state) now goes only to
// Keyport frames of this origin, and only the frame that started that very login takes it: the
// page catches nothing, and the attacker's login is never finished.

const noSiwx = '?siwx=off&account=eoa'

/** The attacker's server: a device key of its own, and a social login started with it. */
async function attackerStartsLogin(provider: string) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const deviceId = randomBytes(16).toString('hex')
  const answer = await fetch(`${stackUrls.frame}/v1/social/start?projectId=keyport-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider,
      deviceId,
      devicePublicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      appOrigin: new URL(stackUrls.sandbox).origin,
    }),
  })
  expect(answer.status).toBe(200)
  const { uri } = (await answer.json()) as { uri: string }
  return { uri, deviceId, state: new URL(uri).searchParams.get('state') ?? '' }
}

/** Logs in at the local OpenID provider's pages in `popup` (any login name, any password). */
async function providerLogin(popup: Page, login: string) {
  await popup.locator('input[name="login"]').fill(login)
  await popup.locator('input[name="password"]').fill('any password')
  await popup.getByRole('button', { name: 'Sign-in' }).click()
  await popup.getByRole('button', { name: 'Continue' }).click()
}

const socialButton = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: 'Log in with Google' })
    .or(page.getByRole('dialog').getByRole('button', { name: 'Log in with GitHub' }))
    .first()

test('attack: a host script that points the login popup at its own social login catches no code, and its login is never finished', async ({
  browser,
}) => {
  test.slow() // two logins through the local OpenID provider
  const victim = `victim${Date.now().toString(36)}`

  // The victim has a wallet: an honest login made it, on their usual browser.
  const honest = await browser.newContext()
  const first = await honest.newPage()
  await openSandbox(first, noSiwx)
  await first.getByRole('button', { name: 'Connect Wallet' }).click()
  const providerName = ((await socialButton(first).textContent()) ?? '').includes('GitHub')
    ? 'github'
    : 'google'
  const firstPopup = first.waitForEvent('popup')
  await socialButton(first).click()
  await providerLogin(await firstPopup, victim)
  await expect(first.getByRole('button', { name: /^Account 0x/ })).toBeVisible({ timeout: 20_000 })
  await honest.close()

  // Later, on a page with the attacker's script: it keeps the popup the modal opens and every
  // message any window posts to the page.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => {
    const caught: string[] = []
    const open = window.open.bind(window)
    Object.assign(window, { caught })
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args)
      if (args[1] === 'keyport-social') Object.assign(window, { hijacked: opened })
      return opened
    }
    window.addEventListener(
      'message',
      (event) => caught.push(`${event.origin} ${JSON.stringify(event.data)}`),
      true,
    )
  })
  await openSandbox(page, noSiwx)
  const attack = await attackerStartsLogin(providerName)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await socialButton(page).click()
  const popup = await popupOpened
  // Once the modal sent the popup to the frame's own login, the script sends it to its own.
  await popup.waitForURL(
    (url) => url.searchParams.has('state') || url.pathname.includes('interaction'),
  )
  await page.evaluate((uri) => {
    ;(window as unknown as { hijacked: Window }).hijacked.location.href = uri
  }, attack.uri)
  await popup.waitForURL((url) => url.pathname.includes('interaction'))
  await providerLogin(popup, victim)

  // The provider answers the attacker's login on the frame's callback page.
  await popup.waitForURL((url) => url.pathname === '/social/callback')
  await popup.waitForTimeout(1_000)
  const caught = await page.evaluate(() => (window as unknown as { caught: string[] }).caught)
  const leaked = caught.filter(
    (message) => message.includes(attack.state) || /[?&]code=/.test(message),
  )
  // With the callback page of before, the page caught `keyport:social-result` with the callback
  // URL: the attacker's server then finished the login on its own key.
  for (const message of leaked) {
    const uri = /"resultUri":"([^"]+)"/.exec(message)?.[1]
    if (!uri) continue
    const finished = await fetch(`${stackUrls.frame}/v1/social/finish?projectId=keyport-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri, deviceId: attack.deviceId }),
    })
    expect(finished.status, 'the attacker finished the victim’s login').not.toBe(200)
  }
  expect(leaked).toEqual([])
  // The callback page found no frame that started this login: nothing was used, and it says so.
  await expect(popup.getByText(/This login was not started by the Keyport wallet/)).toBeVisible({
    timeout: 15_000,
  })
  // Nor did the page's own frame log anyone in with it.
  await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)
  await context.close()
})
