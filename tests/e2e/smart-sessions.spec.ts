import { expect, test } from '@playwright/test'
import { createPublicClient, getAddress, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundEther } from '../support/faucet'
import { apiRpc } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import { freshEmail, loginByEmail } from './emailSocial'
import { connectedAddress, openFromAccount, openSandbox } from './sandbox'

// Smart sessions end to end: the sandbox makes a session key in the page, the user grants it in
// the frame's card, the app sends with it alone through the bundler, the user revokes it in the
// Account view, and the chain refuses the key's next user operation.
const chain1 = createPublicClient({ transport: http(apiRpc(1)) })
const patient = expect.configure({ timeout: 45_000 })

test('a session key granted in the frame sends without asking, and once revoked is refused on chain', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await openSandbox(page, '?siwx=off&flags=smartSessions:on')
  await loginByEmail(page, freshEmail('session'))

  // Sessions live on the smart account, where a login lands on the local chains.
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await expect(accountView.getByTestId('account-type')).toHaveText('Account type: Smart account')
  const smart = await connectedAddress(page)
  await fundEther(1, smart, parseEther('1'))
  await page.keyboard.press('Escape')

  // The grant: the card shows the key the page made, the one target, the limit and the expiry.
  const target = privateKeyToAccount(generatePrivateKey()).address
  const frame = page.frameLocator('#w3m-iframe')
  const result = page.getByTestId('session-result')
  await page.getByRole('textbox', { name: 'Session target' }).fill(target)
  await page.getByRole('button', { name: 'Grant session key' }).click()
  const asked = (await page.getByTestId('session-request').textContent()) ?? ''
  const [, key, expiry] = /^Session key (0x[0-9a-fA-F]{40}) .* until (.+ UTC)$/.exec(asked) ?? []
  await expect(frame.getByRole('heading', { name: 'Grant permissions' })).toBeVisible()
  await expect(frame.getByTestId('approval-session-key')).toHaveText(key!)
  await expect(frame.getByTestId('approval-may-call')).toHaveText(
    `${getAddress(target)} (any function, without asking you)`,
  )
  await expect(frame.getByTestId('approval-spend-limit')).toHaveText(
    '0.05 ETH in all, gas included',
  )
  await expect(frame.getByTestId('approval-expires')).toHaveText(expiry!)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await patient(result).toHaveText(`Granted to ${key}`)

  // The app uses the key alone: no card, the chain carries it.
  const useKey = page.getByRole('button', { name: /^Use session key/ })
  await useKey.click()
  await patient(result).toHaveText(/^Sent with the session key: 0x[0-9a-f]{64}$/)
  expect(await chain1.getBalance({ address: target })).toBe(parseEther('0.001'))

  // The user revokes it from the Account view, approving in the frame.
  await openFromAccount(page, 'App permissions')
  const permissions = page.getByRole('dialog', { name: 'App permissions' })
  const session = permissions.getByTestId('session-permission')
  await patient(session).toContainText(`Session key ${key}`)
  await expect(session).toContainText(`May call ${getAddress(target)}`)
  await expectNoSeriousViolations(page)
  await session.getByRole('button', { name: 'Revoke' }).click()
  await expect(frame.getByRole('heading', { name: 'Revoke permissions' })).toBeVisible()
  await frame.getByRole('button', { name: 'Approve' }).click()
  await patient(permissions.getByText('No app holds a permission on this account.')).toBeVisible()
  await page.keyboard.press('Escape')

  // The same key again: the bundler refuses it, since the account no longer knows the signer.
  await useKey.click()
  await patient(result).toHaveText(/^Refused: .*AA24 signature error/)
  expect(await chain1.getBalance({ address: target })).toBe(parseEther('0.001'))
})
