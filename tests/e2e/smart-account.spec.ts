import { expect, test } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundEther, fundToken } from '../support/faucet'
import { apiRpc } from '../support/stackUrls'
import { freshEmail, loginByEmail } from './emailSocial'
import { connectedAddress, openAccountTab, openSandbox } from './sandbox'
import { chooseSendToken, fillSend, openSend } from './send'

// The embedded wallet's ERC-4337 smart account against the stack's real bundler. No dev account
// sends here: the faucet writes the smart account's ETH and USDC balances with anvil's dev
// methods, so no other spec's nonce or balance is touched.
const chain1 = createPublicClient({ transport: http(apiRpc(1)) })
const patient = expect.configure({ timeout: 30_000 })
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

test.describe('smart account of the embedded wallet', () => {
  test.describe.configure({ timeout: 180_000 })

  test('logs in on the smart account, switches to the EOA and back, signs before and after deployment, sends USDC, batches, and sees the send in Activity', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off')
    await loginByEmail(page, freshEmail('smart'))

    // Spec section 3: on a chain with smart accounts the login lands on the smart account.
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('account-type')).toHaveText('Account type: Smart account')
    const smartAtLogin = await connectedAddress(page)
    // The Account view switches to the EOA and back.
    await account.getByRole('button', { name: 'Switch to EOA' }).click()
    await patient(account.getByTestId('account-type')).toHaveText('Account type: EOA')
    const eoa = await connectedAddress(page)
    expect(eoa).not.toBe(smartAtLogin)
    await account.getByRole('button', { name: 'Switch to smart account' }).click()
    await patient(account.getByTestId('account-type')).toHaveText('Account type: Smart account')
    await expect(account.getByText('Deployed with its first transaction')).toBeVisible()
    await expect(account.getByRole('button', { name: 'Switch to EOA' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveAttribute(
      'aria-label',
      `Account ${smartAtLogin}`,
    )
    const smart = await connectedAddress(page)
    expect(await chain1.getCode({ address: smart })).toBeUndefined()
    await fundEther(1, smart, parseEther('1'))
    const usdc = await fundToken(1, 'USDC', smart, parseUnits('100', 6))
    // The balances were read when the account switched: read them again.
    await account.getByRole('button', { name: 'Refresh balances' }).click()
    await patient(account.getByTestId('token-row').filter({ hasText: 'USD Coin' })).toContainText(
      '100 USDC',
    )
    await page.keyboard.press('Escape')

    const frame = page.frameLocator('#w3m-iframe')
    const result = page.getByTestId('wallet-result')
    const message = { raw: toHex('Hello from the Keyport sandbox') }

    // Not deployed yet: an ERC-6492 signature, which verifies against the counterfactual address.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(result).toHaveText(
      /^0x[0-9a-f]+6492649264926492649264926492649264926492649264926492649264926492$/,
    )
    const before = (await result.textContent()) as Hex
    expect(await chain1.verifyMessage({ address: smart, message, signature: before })).toBe(true)

    // USDC through the Send view: one user operation, which also deploys the account.
    const recipient = randomAddress()
    await openSend(page)
    await chooseSendToken(page, 'USDC')
    const preview = await fillSend(page, { amount: '12.5', to: recipient })
    await patient(preview.getByTestId('send-preview')).toContainText('12.5 USDC')
    await preview.getByRole('button', { name: 'Send' }).click()
    await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
    await expect(frame.getByText(`${smart} (smart account)`)).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const confirmed = page.getByRole('dialog', { name: 'Transaction' })
    await patient(confirmed.getByText('12.5 USDC', { exact: false })).toBeVisible()
    const hash = (await confirmed.getByTestId('transaction-hash').textContent()) as Hex
    const receipt = await chain1.getTransactionReceipt({ hash })
    // The bundler's executor carried it to the chain; neither the EOA nor the account sent a tx.
    expect(receipt.from.toLowerCase()).not.toBe(eoa.toLowerCase())
    expect(receipt.from.toLowerCase()).not.toBe(smart.toLowerCase())
    expect(await chain1.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    expect(
      await chain1.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('12.5', 6))

    // Activity lists the send.
    await confirmed.getByRole('button', { name: 'Done' }).click()
    const rows = (await openAccountTab(page, 'Activity')).getByTestId('transaction-row')
    await patient(rows.first()).toContainText('−12.5 USDC')
    await page.keyboard.press('Escape')

    // Deployed: a plain ERC-1271 signature now.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
    const after = (await result.textContent()) as Hex
    expect(await chain1.verifyMessage({ address: smart, message, signature: after })).toBe(true)

    // wallet_sendCalls: two transfers as one user operation; wallet_getCallsStatus reports it.
    const batchTo = randomAddress()
    await page.getByRole('textbox', { name: 'Recipient' }).fill(batchTo)
    await page.getByRole('button', { name: 'Batch two transfers (0.01 + 0.02 ETH)' }).click()
    await expect(frame.getByRole('heading', { name: 'Send calls' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await patient(result).toHaveText(/^\{"id":"userop:0x[0-9a-f]{64}"\}$/)
    await page.getByRole('button', { name: 'Batch status' }).click()
    await patient(result).toContainText('"status":200')
    await expect(result).toContainText('"atomic":true')
    expect(await chain1.getBalance({ address: batchTo })).toBe(parseEther('0.03'))

    // The preference and the deployment survive a reload.
    await page.reload()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveAttribute(
      'aria-label',
      `Account ${smart}`,
      { timeout: 20_000 },
    )
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await expect(account.getByTestId('account-type')).toHaveText('Account type: Smart account')
    await expect(account.getByText('Deployed with its first transaction')).toHaveCount(0)

    // And back to the EOA.
    await account.getByRole('button', { name: 'Switch to EOA' }).click()
    await patient(account.getByTestId('account-type')).toHaveText('Account type: EOA')
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveAttribute(
      'aria-label',
      `Account ${eoa}`,
    )
  })
})
