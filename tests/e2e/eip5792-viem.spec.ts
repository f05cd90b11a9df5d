import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import { fundEther } from '../support/faucet'
import { freshEmail, loginByEmail } from './emailSocial'
import { connectedAddress, openSandbox } from './sandbox'

// viem's own EIP-5792 actions (getCapabilities, sendCalls, getCallsStatus, showCallsStatus), run
// in the page by the sandbox's "Wallet calls (viem)" buttons over the Keyport provider, against
// the embedded wallet's smart account and the stack's real bundler. Nobody here wrote the client.
const patient = expect.configure({ timeout: 60_000 })

test.describe("EIP-5792 v2 with viem's actions against the embedded wallet", () => {
  test.describe.configure({ timeout: 180_000 })

  test("viem's getCapabilities, sendCalls, getCallsStatus and showCallsStatus on a smart account", async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off')
    await loginByEmail(page, freshEmail('viem5792'))
    const smart = await connectedAddress(page)
    await fundEther(1, smart, parseEther('1'))
    const result = page.getByTestId('viem-result')
    const frame = page.frameLocator('#w3m-iframe')

    // Capabilities per chain (v2: hex chain ids): atomic and the paymaster service.
    await page.getByRole('button', { name: 'viem getCapabilities' }).click()
    await patient(result).toContainText('"atomic":{"status":"supported"}')
    await expect(result).toContainText('"paymasterService":{"supported":true}')

    // sendCalls v2: two transfers, atomic, approved in the frame's own card.
    await page.getByRole('button', { name: 'viem sendCalls' }).click()
    await patient(frame.getByRole('heading', { name: 'Send calls' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await patient(result).toHaveText(/^\{"id":"[^"]+"/)
    const { id } = JSON.parse((await result.textContent()) ?? '{}') as { id: string }
    expect(id.length).toBeGreaterThan(0)

    // getCallsStatus: viem reads the v2 answer (status 200 → 'success') with the receipts.
    await expect(async () => {
      await page.getByRole('button', { name: 'viem getCallsStatus' }).click()
      await expect(result).toContainText('"status":"success"', { timeout: 3_000 })
    }).toPass({ timeout: 60_000 })
    await expect(result).toContainText('"statusCode":200')
    await expect(result).toContainText('"atomic":true')
    await expect(result).toContainText('"transactionHash":"0x')

    // showCallsStatus is answered on the host page: the modal's Activity opens on the batch.
    await page.getByRole('button', { name: 'viem showCallsStatus' }).click()
    const activity = page.getByRole('dialog', { name: 'Activity' })
    await patient(activity.getByTestId('calls-batch')).toHaveAttribute('data-status', '200')
    await expect(activity.getByTestId('calls-batch')).toContainText('Batch confirmed')
    await expect(activity.getByTestId('calls-batch-hash')).toHaveCount(1)
    await expect(result).toHaveText('"shown"')
  })
})
