import { solanaDevKey } from '@keyport/test-wallet'
import { expect, test } from '@playwright/test'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'
import { solBalance as lamportsOf, usdcBalance as usdcOf } from '../support/solanaFaucet'
import { stackUrls } from '../support/stackUrls'
import { installWallet, openSandbox, testWalletName } from './sandbox'
import { sendOnSolana as send } from './send'

// Solana dev accounts #3 (sender) and #2 (recipient): no other spec sends from or to them (#4 is
// the sandbox on-ramp's treasury).
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaApiRpc = `${stackUrls.api}/v1/?chainId=${mainnet}&projectId=keyport-dev`
const patient = expect.configure({ timeout: 30_000 })

const hexToBytes = (hex: string) => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'))
async function addressOf(key: `0x${string}`) {
  const pair = await createKeyPairFromPrivateKeyBytes(hexToBytes(key))
  return getAddressFromPublicKey(pair.publicKey)
}
test.describe('send on Solana with the Wallet Standard test wallet', () => {
  test.describe.configure({ timeout: 120_000 })

  test('sees SOL and USDC, sends SOL and USDC to another dev account; balances change', async ({
    page,
  }) => {
    const senderKey = solanaDevKey(3)
    const recipient = await addressOf(solanaDevKey(2))
    const wallet = await installWallet(page, {
      namespaces: ['solana'],
      solana: {
        privateKey: senderKey,
        chains: [{ id: 'solana:mainnet', name: 'Solana (local)', rpcUrl: solanaApiRpc }],
      },
    })
    await (await openSandbox(page, '?solana=on')).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: new RegExp(testWalletName) })
      .click()
    await page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }).click()

    const account = page.getByRole('dialog', { name: 'Account' })
    await patient(account.getByTestId('account-balance')).toContainText(/ SOL$/)
    await patient(account.getByTestId('token-row').filter({ hasText: 'USDC' })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Network: Solana' })).toBeVisible()
    // Swap and Choose name have no Solana side.
    await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
    const balanceBefore = await account.getByTestId('account-balance').textContent()

    const lamportsBefore = await lamportsOf(recipient)
    const solSignature = await send(page, { symbol: 'SOL', amount: '0.5', to: recipient })
    expect(solSignature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(recipient)).toBe(lamportsBefore + 500_000_000n)
    await patient(account.getByTestId('account-balance')).not.toHaveText(balanceBefore ?? '')

    const usdcBefore = await usdcOf(recipient)
    await send(page, { symbol: 'USDC', amount: '12.5', to: recipient })
    expect(await usdcOf(recipient)).toBe(usdcBefore + 12_500_000n)

    // Activity lists both sends, newest first, from the history the data API indexes.
    await account.getByRole('tab', { name: 'Activity' }).click()
    const rows = account.getByRole('tabpanel', { name: 'Activity' }).getByTestId('transaction-row')
    await patient(rows.first()).toContainText('12.5 USDC')
    await expect(rows.nth(1)).toContainText('0.5 SOL')
    expect((await wallet.log()).map((entry) => [entry.method, entry.outcome])).toEqual([
      ['standard:connect', 'approved'],
      ['solana:signAndSendTransaction', 'approved'],
      ['solana:signAndSendTransaction', 'approved'],
    ])
  })

  test('buys SOL through the sandbox provider page; it arrives and Activity lists it', async ({
    page,
  }) => {
    // A key no one funds: the SOL it holds after the purchase is the purchase.
    const buyerKey = `0x${'6b'.repeat(32)}` as const
    const wallet = await installWallet(page, {
      namespaces: ['solana'],
      solana: {
        privateKey: buyerKey,
        chains: [{ id: 'solana:mainnet', name: 'Solana (local)', rpcUrl: solanaApiRpc }],
      },
    })
    await (await openSandbox(page, '?solana=on')).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: new RegExp(testWalletName) })
      .click()
    await page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Buy crypto' }).click()

    const buy = page.getByRole('dialog', { name: 'Buy crypto' })
    const crypto = buy.getByRole('button', { name: /^Crypto to buy: / })
    if ((await crypto.getAttribute('aria-label')) !== 'Crypto to buy: SOL') {
      await crypto.click()
      await page
        .getByRole('dialog', { name: 'Select crypto' })
        .getByRole('button', { name: /^SOL/ })
        .click()
    }
    await expect(buy.getByRole('button', { name: 'Crypto to buy: SOL' })).toBeVisible()
    await buy.getByRole('textbox', { name: 'Amount to pay' }).fill('100')
    await patient(buy.getByTestId('onramp-quote')).toContainText(/You receive about [\d.]+ SOL/)
    const providers = buy.getByRole('region', { name: 'Providers' })
    // Only the provider that serves solana.
    await expect(providers.getByRole('button')).toHaveText([/Sandbox Ramp \(local\).*Fees 1-2%/])
    const opened = page.waitForEvent('popup')
    await providers.getByRole('button', { name: /Sandbox Ramp/ }).click()
    const checkout = await opened
    await patient(checkout.getByRole('heading', { name: 'Buy crypto' })).toBeVisible()
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/99')
    await checkout.getByLabel('Security code (CVC)').fill('123')
    await checkout.getByRole('button', { name: 'Buy' }).click()
    await patient(checkout.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()

    await patient(buy.getByTestId('onramp-received')).toHaveText(
      /^[\d.]+ SOL arrived in your wallet\.$/,
    )
    expect(await lamportsOf(wallet.solanaAddress)).toBeGreaterThan(0n)
    await buy.getByRole('button', { name: 'Done' }).click()
    await account.getByRole('tab', { name: 'Activity' }).click()
    const newest = account
      .getByRole('tabpanel', { name: 'Activity' })
      .getByTestId('transaction-row')
      .first()
    await patient(newest).toContainText('Received')
    await expect(newest).toContainText('SOL')
  })
})
