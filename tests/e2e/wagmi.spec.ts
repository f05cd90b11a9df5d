import { expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { installWallet } from './sandbox'

const wallet = 'Keyport Test Wallet'
// anvil's account #7: no other spec uses it.
const devKey7 = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'
const address7 = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

async function openWagmiPage(page: Page) {
  await page.goto('/wagmi.html')
  await expect(page.getByRole('button', { name: 'Connect with wagmi' })).toBeEnabled()
}

async function connectWithWagmi(page: Page) {
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: new RegExp(wallet) }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByLabel('wagmi status')).toHaveText('connected')
}

test.describe('a wagmi app with Keyport as its connection UI', () => {
  test("wagmi's connect opens Keyport; wagmi's hooks read, sign and switch through the wallet", async ({
    page,
  }) => {
    await installWallet(page, { privateKey: devKey7 })
    await openWagmiPage(page)
    await connectWithWagmi(page)
    await expect(page.getByTestId('wagmi-address')).toHaveText(address7)
    await expect(page.getByTestId('wagmi-chain')).toHaveText('Ethereum (local)')
    await expect(page.getByTestId('wagmi-balance')).toHaveText(/^\d+(\.\d+)? ETH$/)
    // Keyport's own buttons show the same connection.
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()

    await page.getByRole('button', { name: 'Sign with wagmi' }).click()
    const signature = await page.getByLabel('wagmi signature').textContent()
    expect(
      await verifyMessage({
        address: address7,
        message: 'Hello from wagmi',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    await page.getByRole('button', { name: 'Switch to Base (local) with wagmi' }).click()
    await expect(page.getByTestId('wagmi-chain')).toHaveText('Base (local)')
    await expect(page.getByRole('button', { name: /Base \(local\)/ }).first()).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('wagmi status')).toHaveText('connected')
    await expect(page.getByTestId('wagmi-chain')).toHaveText('Base (local)')
  })

  test('closing the modal rejects the wagmi connect with a clear message', async ({ page }) => {
    await installWallet(page, { privateKey: devKey7 })
    await openWagmiPage(page)
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
    await expect(page.getByLabel('wagmi status')).toHaveText('disconnected')
  })

  test("a disconnect in Keyport's account view reaches wagmi, and sticks after a reload", async ({
    page,
  }) => {
    await installWallet(page, { privateKey: devKey7 })
    await openWagmiPage(page)
    await connectWithWagmi(page)
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByLabel('wagmi status')).toHaveText('disconnected')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect with wagmi' })).toBeEnabled()
    await expect(page.getByLabel('wagmi status')).toHaveText('disconnected')
  })
})
