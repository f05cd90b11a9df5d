import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import { fundEther } from '../support/faucet'
import { freshEmail, loginByEmail } from './emailSocial'
import { connectedAddress } from './sandbox'

// wagmi's useSendCalls and useCallsStatus (sandbox/src/wagmi/WagmiSendCalls.tsx) against the
// embedded wallet's smart account: the wagmi page connects through keyportConnector.
const patient = expect.configure({ timeout: 60_000 })

test.describe("wagmi's useSendCalls on the wagmi page", () => {
  test.describe.configure({ timeout: 180_000 })

  test('useSendCalls sends two transfers as one batch, useCallsStatus follows it to success, useShowCallsStatus opens Activity', async ({
    page,
  }) => {
    await page.goto('/wagmi.html')
    await expect(page.getByRole('button', { name: 'Connect with wagmi' })).toBeEnabled()
    // Keyport's own Connect button: a login made in Keyport joins wagmi's state.
    await loginByEmail(page, freshEmail('wagmi5792'))
    await expect(page.getByLabel('wagmi status')).toHaveText('connected')
    const smart = await connectedAddress(page)
    await expect(page.getByTestId('wagmi-address')).toHaveText(smart)
    await fundEther(1, smart, parseEther('1'))

    await page.getByRole('button', { name: 'Send calls with wagmi' }).click()
    const frame = page.frameLocator('#w3m-iframe')
    await patient(frame.getByRole('heading', { name: 'Send calls' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await patient(page.getByLabel('wagmi calls id')).toHaveText(/.+/)
    await patient(page.getByLabel('wagmi calls status')).toHaveText('success (200)')

    await page.getByRole('button', { name: 'Show calls with wagmi' }).click()
    const batch = page.getByRole('dialog', { name: 'Activity' }).getByTestId('calls-batch')
    await patient(batch).toHaveAttribute('data-status', '200')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
