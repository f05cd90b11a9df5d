import { expect as baseExpect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundEther, fundToken } from '../support/faucet'
import { apiRpc } from '../support/stackUrls'
import { codeBox, freshEmail, loginByEmail, loginCode } from './emailSocial'
import { connectedAddress, openSandbox, waitForDataApi } from './sandbox'
import { chooseSendToken, fillSend, openSend } from './send'

// Sends, sign-in and the frame's approval card on a cold, busy 2-core machine take seconds.
const expect = baseExpect.configure({ timeout: 30_000 })
const chain1 = createPublicClient({ transport: http(apiRpc(1)) })

/** Approves the open request in the secure frame's own card, titled `title`. */
async function approveInFrame(page: Page, title: string) {
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.getByRole('heading', { name: title })).toBeVisible()
  await frame.getByRole('button', { name: 'Approve' }).click()
}

test.describe('the embedded wallet in the other plugins', () => {
  test.describe.configure({ timeout: 150_000 })

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('sends ETH and USDC from the embedded wallet, approved in the frame; balances and activity update', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('send'))
    const address = await connectedAddress(page)
    await fundEther(1, address, parseEther('2'))
    const usdc = await fundToken(1, 'USDC', address, parseUnits('40', 6))
    const recipient = privateKeyToAccount(generatePrivateKey()).address

    await openSend(page)
    const preview = await fillSend(page, { amount: '0.25', to: recipient })
    await expect(preview.getByTestId('send-preview')).toContainText('0.25 ETH')
    await preview.getByRole('button', { name: 'Send' }).click()
    await approveInFrame(page, 'Send transaction')
    const confirmed = page.getByRole('dialog', { name: 'Transaction' })
    await expect(confirmed.getByText('Sent', { exact: true })).toBeVisible()
    const ethHash = (await confirmed.getByTestId('transaction-hash').textContent()) as Hex
    const receipt = await chain1.getTransactionReceipt({ hash: ethHash })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await chain1.getBalance({ address: recipient })).toBe(parseEther('0.25'))

    await confirmed.getByRole('button', { name: 'Done' }).click()
    await openSend(page)
    await chooseSendToken(page, 'USDC')
    await fillSend(page, { amount: '15', to: recipient })
    await expect(preview.getByTestId('send-preview')).toContainText('15 USDC')
    await preview.getByRole('button', { name: 'Send' }).click()
    await approveInFrame(page, 'Send transaction')
    await expect(confirmed.getByText(/15 USDC to 0x/)).toBeVisible()
    const held = (owner: Hex) =>
      chain1.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await held(recipient)).toBe(parseUnits('15', 6))
    expect(await held(address)).toBe(parseUnits('25', 6))

    await confirmed.getByRole('button', { name: 'Done' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('token-row').filter({ hasText: 'USD Coin' })).toContainText(
      '25 USDC',
    )
    await account.getByRole('tab', { name: 'Activity' }).click()
    const rows = account.getByRole('tabpanel', { name: 'Activity' }).getByTestId('transaction-row')
    await expect(rows.first()).toContainText('−15 USDC')
    await expect(rows.nth(1)).toContainText('−0.25 ETH')
  })

  test('signs in with the embedded wallet (SIWX required); the session survives a reload', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=required&account=eoa')
    // The login ends on the sign-in step, which keeps the modal open.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const email = freshEmail('siwx')
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('textbox', { name: 'Email' }).fill(email)
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await codeBox(page.getByRole('dialog')).fill(await loginCode(email))

    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await expect(signIn.getByRole('button', { name: 'Sign' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(signIn).toBeVisible()
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await approveInFrame(page, 'Sign message')
    await expect(page.getByRole('dialog')).toBeHidden()
    const address = await connectedAddress(page)
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short} on eip155:1`)
    await status.getByRole('button', { name: 'Check session with backend' }).click()
    await expect(status.getByRole('status')).toContainText('Backend: valid until')

    await page.reload()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
    await expect(status).toContainText(`Signed in as ${short}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
