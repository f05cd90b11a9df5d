import { createPublicKey, verify } from 'node:crypto'
import { expect as baseExpect, test } from '@playwright/test'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { stackUrls } from '../support/stackUrls'
import { freshEmail, loginByEmail, loginCode, skipCooldown } from './emailSocial'
import { openSandbox } from './sandbox'

// Logins, the frame's card and the export window on a busy 2-core machine take seconds.
const expect = baseExpect.configure({ timeout: 30_000 })
const sandboxMessage = 'Hello from the Keyport sandbox'
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** An Ed25519 public key (32 bytes) as a node:crypto key, to check a signature with. */
const ed25519 = (publicKey: Uint8Array) =>
  createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })

test('the embedded wallet on Solana: switch to Solana, sign in the frame; the Ed25519 key never reaches the host page', async ({
  page,
}) => {
  test.slow() // a login, a signature, the email cooldown and a second code for the export
  // Everything the frame posts to the host page, as the host sees it.
  await page.addInitScript((frameOrigin) => {
    const seen: { json: string; cryptoKey: boolean }[] = []
    Object.assign(window, { frameMessages: seen })
    const holdsKey = (value: unknown, depth = 0): boolean =>
      value instanceof CryptoKey ||
      (depth < 8 &&
        typeof value === 'object' &&
        value !== null &&
        Object.values(value).some((item) => holdsKey(item, depth + 1)))
    window.addEventListener('message', (event) => {
      if (event.origin === frameOrigin)
        seen.push({ json: JSON.stringify(event.data), cryptoKey: holdsKey(event.data) })
    })
  }, stackUrls.frame)
  await openSandbox(page, '?solana=on&siwx=off')
  const email = freshEmail('solana-embedded')
  await loginByEmail(page, email)

  await page.getByRole('button', { name: /^Network / }).click()
  await page
    .getByRole('region', { name: 'Solana networks' })
    .getByRole('button', { name: /^Solana/ })
    .click()
  const account = page.getByRole('button', { name: /^Account [1-9A-HJ-NP-Za-km-z]{32,44}$/ })
  await expect(account).toBeVisible()
  const address = ((await account.getAttribute('aria-label')) ?? '').replace('Account ', '')
  expect(address).toMatch(base58Address)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Sign message with Solana' }).click()
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(frame.getByTestId('approval-message')).toHaveText(sandboxMessage)
  await expect(frame.getByTestId('approval-account')).toHaveText(address)
  await frame.getByRole('button', { name: 'Approve' }).click()
  const answer = page.getByLabel('Solana wallet answer')
  await expect(answer).toHaveText(/^[0-9a-f]{128}$/)
  const publicKey = new Uint8Array(getBase58Encoder().encode(address))
  const signature = Buffer.from((await answer.textContent()) ?? '', 'hex')
  expect(verify(null, Buffer.from(sandboxMessage), ed25519(publicKey), signature)).toBe(true)

  // The user exports the wallet (a fresh code, in the frame's own window): the Solana key shown
  // there is this account's, and nothing the host saw or stored holds it.
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate((frameUrl) => {
    window.open(
      `${frameUrl}/export?projectId=keyport-dev&appOrigin=${encodeURIComponent(location.origin)}`,
      'keyport-export',
      'popup,width=480,height=640',
    )
  }, stackUrls.frame)
  const popup = await popupOpened
  await popup.getByRole('textbox', { name: 'Email' }).fill(email)
  const send = popup.getByRole('button', { name: 'Send code' })
  await send.click()
  const cooldown = popup.getByText(/^Please try again after \d+ seconds$/)
  const code = popup.getByRole('textbox', { name: 'Code' })
  await expect(cooldown.or(code)).toBeVisible()
  if (await cooldown.isVisible()) {
    await skipCooldown(cooldown)
    await send.click()
  }
  await code.fill(await loginCode(email, 2))
  await popup.getByRole('button', { name: 'Show private key' }).click()
  const exported = (await popup.locator('#solana-private-key').textContent()) ?? ''
  const secretKey = new Uint8Array(getBase58Encoder().encode(exported))
  expect(secretKey).toHaveLength(64)
  expect(secretKey.slice(32)).toEqual(publicKey)
  await popup.close()

  const seed = Buffer.from(secretKey.slice(0, 32))
  const forms = [
    exported,
    getBase58Decoder().decode(seed),
    seed.toString('hex'),
    seed.toString('base64'),
    seed.toString('base64url'),
    [...seed].join(','),
  ]
  const host = await page.evaluate(() => {
    const { frameMessages } = window as unknown as {
      frameMessages: { json: string; cryptoKey: boolean }[]
    }
    return {
      messages: frameMessages,
      stored: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
      html: document.documentElement.outerHTML,
    }
  })
  // The host did hear from the frame: the login, the address and the signature.
  expect(host.messages.some(({ json }) => json.includes(address))).toBe(true)
  expect(host.messages.some(({ cryptoKey }) => cryptoKey)).toBe(false)
  const seen = JSON.stringify(host)
  for (const form of forms) expect(seen).not.toContain(form)
})
