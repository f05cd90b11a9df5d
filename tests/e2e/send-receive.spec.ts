import { expect, type Page, test } from '@playwright/test'
import decodeQR from 'qr/decode.js'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { tokenAddress } from '../support/faucet'
import { registerTestName } from '../support/registerTestName'
import { apiRpc, stackUrls } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import { connectTestWallet, installWallet, openFromAccount } from './sandbox'
import { chooseSendToken, fillSend, openSend } from './send'

// anvil's accounts #3, #5 and #6: no other spec sends from them (names.spec connects as #6 but
// only reviews a send), so their balances and nonces are ours.
const devKey3 = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'
const devKey5 = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const devKey6 = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'

// Waits that include loading a view's chunk or a chain round trip: generous, for busy machines.
const patient = expect.configure({ timeout: 30_000 })
const chain1 = createPublicClient({ transport: http(apiRpc(1)) })
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** Fills the send form and waits for the preview's figures. */
async function review(page: Page, draft: { amount: string; to: string }) {
  const preview = await fillSend(page, draft)
  await patient(preview.getByTestId('send-preview')).toBeVisible()
  return preview
}

test.describe('send and receive with the browser test wallet', () => {
  // The sandbox compiles each view on its first request; on a busy 2-core machine that is slow.
  test.describe.configure({ timeout: 120_000 })

  test('sends ETH to an address and USDC to a name; balances and activity update', async ({
    page,
  }) => {
    const testWallet = await installWallet(page, { privateKey: devKey3 })
    await connectTestWallet(page)
    const recipient = randomAddress()
    const named = await registerTestName(stackUrls.api, `e2e-${Date.now().toString(36)}`)

    // ETH to a lower-case address.
    await openSend(page)
    const preview = await review(page, { amount: '0.5', to: recipient.toLowerCase() })
    await expect(preview.getByTestId('send-preview')).toContainText('0.5 ETH')
    await expect(preview.getByTestId('send-preview')).toContainText(recipient)
    await expect(preview.getByTestId('send-preview')).toContainText(/Network fee.*\d ETH/)
    await expect(preview.getByTestId('send-preview')).toContainText(/\$1,\d{3}\.\d\d/)
    await preview.getByRole('button', { name: 'Send' }).click()
    const confirmed = page.getByRole('dialog', { name: 'Transaction' })
    await patient(confirmed.getByText('Sent', { exact: true })).toBeVisible()
    const ethHash = (await confirmed.getByTestId('transaction-hash').textContent()) as Hex
    expect(ethHash).toMatch(/^0x[0-9a-f]{64}$/)
    // The local networks have no block explorer configured, so there is no link.
    await expect(confirmed.getByRole('link')).toHaveCount(0)
    expect(await chain1.getBalance({ address: recipient })).toBe(parseEther('0.5'))

    // USDC to a keyport.id name, chosen from the token list.
    await confirmed.getByRole('button', { name: 'Done' }).click()
    const usdcBefore = await chain1.readContract({
      address: await tokenAddress(1, 'USDC'),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [testWallet.address],
    })
    await openSend(page)
    await chooseSendToken(page, 'USDC')
    const tokenPreview = await review(page, { amount: '12.5', to: named.name })
    await expect(tokenPreview.getByTestId('send-preview')).toContainText('12.5 USDC')
    await expect(tokenPreview.getByTestId('send-preview')).toContainText(named.name)
    await expect(tokenPreview.getByTestId('send-preview')).toContainText(named.address)
    await tokenPreview.getByRole('button', { name: 'Send' }).click()
    await patient(confirmed.getByText(`12.5 USDC to ${named.name}`)).toBeVisible()
    const usdcHash = await confirmed.getByTestId('transaction-hash').textContent()
    expect(
      await chain1.readContract({
        address: await tokenAddress(1, 'USDC'),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [named.address],
      }),
    ).toBe(parseUnits('12.5', 6))

    // Back on Account the balances are read again; Activity lists both sends, newest first.
    await confirmed.getByRole('button', { name: 'Done' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    const usdcRow = account.getByTestId('token-row').filter({ hasText: 'USD Coin' })
    const expected = Number(usdcBefore - parseUnits('12.5', 6)) / 1e6
    await patient(usdcRow).toContainText(
      `${expected.toLocaleString('en', { maximumFractionDigits: 4 })} USDC`,
    )
    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByRole('tabpanel', { name: 'Activity' })
    const rows = activity.getByTestId('transaction-row')
    await patient(rows.first()).toContainText('−12.5 USDC')
    await expect(rows.nth(1)).toContainText('−0.5 ETH')
    await expect(rows.first()).toContainText(/seconds? ago|now|minute ago/)
    const hashes = await activity.locator('a[href*="/tx/"]').count()
    expect(hashes).toBe(0)
    expect(usdcHash).not.toBe(ethHash)
  })

  test('bad inputs are stopped before signing; a declined signature says so and sends nothing', async ({
    page,
  }) => {
    const testWallet = await installWallet(page, { privateKey: devKey6 })
    await connectTestWallet(page)
    const form = await openSend(page)
    const amount = form.getByLabel('Amount', { exact: true })
    const to = form.getByLabel('To', { exact: true })
    for (const [typed, message] of [
      ['abc', 'Enter the amount as a number, like 0.5.'],
      ['0', 'Enter an amount above 0.'],
      ['0.0000000000000000001', 'ETH has at most 18 decimals.'],
      ['100000000', /Not enough ETH: the balance is [\d.]+ ETH\./],
    ] as const) {
      await amount.fill(typed)
      await expect(form.getByText(message)).toBeVisible()
    }
    for (const [typed, message] of [
      ['0x1234', 'Enter an address (0x and 40 hex characters) or a name ending in .keyport.id.'],
      [
        '0x70997970c51812dc3A010C7d01b50e0d17dc79C8',
        'This address has a checksum error. Check it for typos.',
      ],
      [
        'nobody.example',
        'Enter an address (0x and 40 hex characters) or a name ending in .keyport.id.',
      ],
    ] as const) {
      await to.fill(typed)
      await expect(form.getByText(message)).toBeVisible()
    }
    await form.getByRole('button', { name: 'Review send' }).click()
    await expect(amount).toBeFocused()
    await expectNoSeriousViolations(page)

    // An unknown name passes the form and is caught by the name service, before signing.
    const unknown = await fillSend(page, { amount: '0.01', to: 'nobody-registered.keyport.id' })
    await patient(unknown.getByRole('alert')).toHaveText(
      'No address is registered for nobody-registered.keyport.id.',
    )
    await unknown.getByRole('button', { name: 'Edit' }).click()

    const preview = await review(page, { amount: '0.01', to: randomAddress() })
    await expectNoSeriousViolations(page)
    await testWallet.setMode('reject')
    const nonce = await chain1.getTransactionCount({ address: testWallet.address })
    await preview.getByRole('button', { name: 'Send' }).click()
    await patient(preview.getByText('Signature declined').first()).toBeVisible()
    await expect(preview.getByRole('button', { name: 'Try again' })).toBeVisible()
    const sends = (await testWallet.log()).filter((e) => e.method === 'eth_sendTransaction')
    expect(sends.map((e) => e.outcome)).toEqual(['rejected'])
    expect(await chain1.getTransactionCount({ address: testWallet.address })).toBe(nonce)
  })

  test('receive shows the address as a QR code that decodes to it, and the networks', async ({
    page,
  }) => {
    const testWallet = await installWallet(page, { privateKey: devKey5 })
    await connectTestWallet(page)
    await openFromAccount(page, 'Receive')
    const dialog = page.getByRole('dialog', { name: 'Receive' })
    await expect(dialog.getByTestId('receive-address')).toHaveText(testWallet.address)
    const qr = dialog.getByRole('img', { name: `QR code of your address ${testWallet.address}` })
    await patient(qr).toBeVisible()
    // Draw the SVG the browser shows onto a white canvas and decode the pixels, as a camera would.
    const image = await qr.evaluate(async (svg) => {
      const size = 440
      const picture = new Image()
      picture.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`
      await picture.decode()
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      context.fillStyle = '#fff'
      context.fillRect(0, 0, size, size)
      context.drawImage(picture, 0, 0, size, size)
      return Array.from(context.getImageData(0, 0, size, size).data)
    })
    expect(decodeQR({ width: 440, height: 440, data: Uint8Array.from(image) })).toBe(
      testWallet.address,
    )
    await expect(dialog.getByTestId('receive-networks').getByRole('listitem')).toHaveText([
      'Ethereum (local)',
      'Base (local)',
    ])
    await expectNoSeriousViolations(page)
  })
})
