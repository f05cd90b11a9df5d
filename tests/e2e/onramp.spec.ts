import { expect as baseExpect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { connectTestWallet, installWallet } from './sandbox'

// Lazily loaded views and the chain's blocks can take seconds on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 })

// anvil's account #5: only ETH (server/chain/seedPlan.ts funds accounts #0-#4 with tokens); no
// other browser test moves its balance.
const devKey5 = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'

test.describe('on-ramp', () => {
  test.describe.configure({ timeout: 120_000 })

  test('buys ETH through the sandbox provider page and sees the balance rise', async ({ page }) => {
    await installWallet(page, { privateKey: devKey5 })
    const account = await connectTestWallet(page)
    await account.click()
    const accountView = page.getByRole('dialog', { name: 'Account' })
    const balance = accountView.getByTestId('account-balance')
    await expect(balance).toContainText('ETH')
    const ether = async () => Number((await balance.textContent())?.replace(/[^0-9.]/g, ''))
    const before = await ether()
    await accountView.getByRole('button', { name: 'Buy crypto' }).click()

    const buy = page.getByRole('dialog', { name: 'Buy crypto' })
    const amount = buy.getByRole('textbox', { name: 'Amount to pay' })
    await expect(buy.getByText('Pay between $10.00 and $7,500.00.')).toBeVisible()
    await amount.fill('9.99')
    await expect(buy.getByRole('alert')).toHaveText('The minimum is 10.00 USD')
    await buy.getByRole('radio', { name: 'Bank account' }).check()
    await expect(buy.getByText('Pay between $10.00 and $25,000.00.')).toBeVisible()
    await amount.fill('20000')
    await expect(buy.getByRole('alert')).toHaveCount(0)
    await buy.getByRole('radio', { name: 'Debit or credit card' }).check()
    await expect(buy.getByRole('alert')).toHaveText('The maximum is 7,500.00 USD')

    await amount.fill('100')
    await expect(buy.getByTestId('onramp-quote')).toContainText(/You receive about 0\.03\d+ ETH/)
    const providers = buy.getByRole('region', { name: 'Providers' })
    await expect(providers.getByRole('button')).toHaveText([
      /Keyport Pay \(local\).*Fees 1-2%/,
      /Sandbox Ramp \(local\).*Fees 1-2%/,
    ])
    await expectNoSeriousViolations(page)

    const opened = page.waitForEvent('popup')
    await providers.getByRole('button', { name: /Sandbox Ramp/ }).click()
    const checkout = await opened
    await expect(
      page.getByText('Complete your purchase in the Sandbox Ramp (local) window.'),
    ).toBeVisible()
    await expect(checkout.getByRole('heading', { name: 'Buy crypto' })).toBeVisible()
    await expect(checkout.getByLabel('Amount to pay')).toHaveValue('100')
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/99')
    await checkout.getByLabel('Security code (CVC)').fill('123')
    await checkout.getByRole('button', { name: 'Buy' }).click()
    await expect(checkout.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()

    const progress = page.getByRole('dialog', { name: 'Buy crypto' })
    await expect(progress.getByText('Purchase complete')).toBeVisible({ timeout: 20_000 })
    await expect(progress.getByTestId('onramp-received')).toHaveText(
      /^0\.03\d+ ETH arrived in your wallet\.$/,
    )
    await expectNoSeriousViolations(page)
    await progress.getByRole('button', { name: 'Done' }).click()
    await expect(accountView).toBeVisible()
    await expect(async () => {
      await accountView.getByRole('button', { name: 'Refresh balances' }).click()
      expect((await ether()) - before).toBeGreaterThan(0.03)
    }).toPass({ timeout: 20_000 })

    // The provider's transfer is on chain, so the history plugin lists it as received, newest first.
    await accountView.getByRole('tab', { name: 'Activity' }).click()
    const newest = accountView
      .getByRole('tabpanel', { name: 'Activity' })
      .getByTestId('transaction-row')
      .first()
    await expect(newest).toContainText('Received')
    await expect(newest).toContainText(/\+0\.03\d* ETH/)
  })
})
