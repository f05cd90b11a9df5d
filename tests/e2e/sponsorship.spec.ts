import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundToken, tokenAddress } from '../support/faucet'
import { apiRpc, stackUrls } from '../support/stackUrls'
import { freshEmail, loginByEmail, rejectApproval } from './emailSocial'
import { connectedAddress, openFromAccount, openSandbox, switchToBase } from './sandbox'
import { chooseSendToken, fillSend, openSend } from './send'
import { swapUsdcForDaiSponsored } from './swap'

// "Done when": in the sandbox with gas sponsorship on, a new embedded smart account with USDC and
// no ETH sends USDC (chain 1 and Base) and registers a name, the data API's paymaster paying the
// gas under keyport-dev's policy; a low daily cap set through the API stops it, with the reason.
const patient = expect.configure({ timeout: 60_000 })
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
const clients = {
  1: createPublicClient({ transport: http(apiRpc(1)) }),
  8453: createPublicClient({ transport: http(apiRpc(8453)) }),
}
// keyport-dev's secret key (dev only): manages its sponsorship policy.
const secret = { authorization: 'Bearer sk_dev_keyport_local_only' }
const policyUrl = `${stackUrls.api}/v1/sponsorship/policy?projectId=keyport-dev`

async function usdcOf(chainId: 1 | 8453, token: Hex, owner: Hex) {
  return clients[chainId].readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Reads the balances again in the Account view until it lists `text` (the faucet wrote them). */
async function refreshBalances(page: Page, text: string) {
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Refresh balances' }).click()
  await patient(account.getByTestId('token-row').filter({ hasText: 'USD Coin' })).toContainText(
    text,
  )
  await page.keyboard.press('Escape')
}

/** Puts keyport-dev's policy back (plain fetch: it runs after a timed-out test too). */
async function putPolicy(policy: unknown) {
  const answer = await fetch(policyUrl, {
    method: 'PUT',
    headers: { ...secret, 'content-type': 'application/json' },
    body: JSON.stringify(policy),
  })
  expect(answer.status).toBe(200)
}

/** Sends `amount` USDC from the Send view; the host's preview and the frame's card say the app pays. */
async function sendSponsoredUsdc(page: Page, amount: string, to: Hex) {
  await openSend(page)
  await chooseSendToken(page, 'USDC')
  const preview = await fillSend(page, { amount, to })
  await patient(preview.getByTestId('send-preview')).toContainText(`${amount} USDC`)
  await expect(preview.getByText('Gas paid by the app')).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  const frame = page.frameLocator('#w3m-iframe')
  await patient(frame.getByTestId('approval-gas')).toHaveText(/^Gas paid by (?!you)/)
  await frame.getByRole('button', { name: 'Approve' }).click()
  const confirmed = page.getByRole('dialog', { name: 'Transaction' })
  await patient(confirmed.getByText(`${amount} USDC`, { exact: false })).toBeVisible()
  await confirmed.getByRole('button', { name: 'Done' }).click()
}

test.describe('gas sponsorship in the sandbox', () => {
  // Serial: the cap test lowers keyport-dev's shared policy for a moment.
  test.describe.configure({ timeout: 300_000, mode: 'serial' })

  test('a new smart account with USDC and no ETH sends USDC on chain 1 and Base and registers a name; the app pays the gas', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&sponsorship=on')
    await loginByEmail(page, freshEmail('sponsored'))
    const smart = await connectedAddress(page)
    expect(await clients[1].getBalance({ address: smart })).toBe(0n)
    const usdc1 = await fundToken(1, 'USDC', smart, parseUnits('100', 6))
    await refreshBalances(page, '100 USDC')

    const to1 = randomAddress()
    await sendSponsoredUsdc(page, '12.5', to1)
    expect(await usdcOf(1, usdc1, to1)).toBe(parseUnits('12.5', 6))
    expect(await clients[1].getBalance({ address: smart })).toBe(0n)
    // The account was deployed by the sponsored operation.
    expect(await clients[1].getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

    // A name: the registration is signed by the account (no gas of its own either).
    const label = `sp-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    await page.keyboard.press('Escape')
    await openFromAccount(page, 'Choose name')
    await page.getByRole('dialog').getByRole('button', { name: 'Choose name' }).click()
    const field = page.getByRole('dialog').getByLabel('Account name')
    await field.fill(label)
    await patient(page.getByRole('dialog').getByTestId('account-name-note')).toHaveText(
      `${label}.keyport.id is available`,
    )
    await page.keyboard.press('Enter')
    const frame = page.frameLocator('#w3m-iframe')
    await patient(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await patient(
      page.getByRole('dialog', { name: 'Account Name' }).getByTestId('registered-name'),
    ).toHaveText(`${label}.keyport.id is yours`)
    await page.keyboard.press('Escape')

    // Base: the same account, sponsored there too.
    await switchToBase(page)
    const smartOnBase = await connectedAddress(page)
    expect(await clients[8453].getBalance({ address: smartOnBase })).toBe(0n)
    const usdcBase = await fundToken(8453, 'USDC', smartOnBase, parseUnits('50', 6))
    await refreshBalances(page, '50 USDC')
    const toBase = randomAddress()
    await sendSponsoredUsdc(page, '7', toBase)
    expect(await usdcOf(8453, usdcBase, toBase)).toBe(parseUnits('7', 6))
    expect(await clients[8453].getBalance({ address: smartOnBase })).toBe(0n)
  })

  test('a smart account with no ETH swaps USDC for DAI: approval and swap in one sponsored batch', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&sponsorship=on')
    await loginByEmail(page, freshEmail('sponsored-swap'))
    const smart = await connectedAddress(page)
    await fundToken(1, 'USDC', smart, parseUnits('100', 6))
    const dai = await tokenAddress(1, 'DAI')
    await refreshBalances(page, '100 USDC')

    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await swapUsdcForDaiSponsored(page)
    expect(await usdcOf(1, dai, smart)).toBeGreaterThan(parseUnits('24.5', 18))
    expect(await clients[1].getBalance({ address: smart })).toBe(0n)
  })

  test("the policy's daily cap stops a sponsored send: the card says why, and an account with no ETH cannot pay itself", async ({
    page,
    request,
  }) => {
    const before = await request.get(policyUrl, { headers: secret })
    expect(before.status()).toBe(200)
    const { policy } = (await before.json()) as { policy: Record<string, unknown> }
    await putPolicy({ ...policy, userDailyCapWei: '1' })
    try {
      await openSandbox(page, '?siwx=off&sponsorship=on')
      await loginByEmail(page, freshEmail('capped'))
      const smart = await connectedAddress(page)
      const usdc = await fundToken(1, 'USDC', smart, parseUnits('100', 6))
      await refreshBalances(page, '100 USDC')
      const to = randomAddress()
      await openSend(page)
      await chooseSendToken(page, 'USDC')
      const preview = await fillSend(page, { amount: '1', to })
      await patient(preview.getByTestId('send-preview')).toContainText('1 USDC')
      await preview.getByRole('button', { name: 'Send' }).click()
      const frame = page.frameLocator('#w3m-iframe')
      await patient(frame.getByTestId('approval-gas')).toContainText('Sponsorship refused')
      await expect(frame.getByTestId('approval-gas')).toContainText('daily cap')
      await expect(frame.getByTestId('approval-no-gas')).toBeVisible()
      await rejectApproval(frame)
      expect(await usdcOf(1, usdc, to)).toBe(0n)
    } finally {
      await putPolicy(policy)
    }
  })
})
