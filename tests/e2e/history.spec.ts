import { expect, test } from '@playwright/test'
import { createPublicClient, http, parseEther, parseGwei } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { apiRpc } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import { connectTestWallet, installWallet, openAccountTab } from './sandbox'

// anvil's account #4: funds the history of a fresh account; no other spec uses it.
const funder = privateKeyToAccount(
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
)
const chain1 = createPublicClient({ transport: http(apiRpc(1)) })
// Waits that include loading a view's chunk or the indexer: generous, for busy machines.
const patient = expect.configure({ timeout: 30_000 })

/** Sends `count` transfers of 0.001, 0.002, … ETH from the funder to `to`, one block each. */
async function fundRepeatedly(to: `0x${string}`, count: number) {
  let nonce = await chain1.getTransactionCount({ address: funder.address, blockTag: 'pending' })
  const hashes: `0x${string}`[] = []
  for (let i = 1; i <= count; i++) {
    // Signed here with fixed gas and fees: one RPC call a transfer.
    const serializedTransaction = await funder.signTransaction({
      chainId: 1,
      type: 'eip1559',
      to,
      value: parseEther('0.001') * BigInt(i),
      nonce: nonce++,
      gas: 21_000n,
      maxFeePerGas: parseGwei('50'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    hashes.push(await chain1.sendRawTransaction({ serializedTransaction }))
  }
  return chain1.waitForTransactionReceipt({ hash: hashes.at(-1) as `0x${string}` })
}

test.describe('transaction history', () => {
  test.describe.configure({ timeout: 120_000 })

  test('pages through 45 transactions by scrolling and Load more, newest first, by month', async ({
    page,
  }) => {
    const owner = generatePrivateKey()
    const testWallet = await installWallet(page, { privateKey: owner })
    await fundRepeatedly(testWallet.address, 45)
    await connectTestWallet(page)
    const activity = await openAccountTab(page, 'Activity')
    const rows = activity.getByTestId('transaction-row')
    // 20 a page: the first page, and the end of the list is out of view.
    await patient(rows).toHaveCount(20)
    const month = new Date().toLocaleString('en', { month: 'long', year: 'numeric' })
    await expect(activity.getByRole('list', { name: month })).toBeVisible()
    await expect(rows.first()).toContainText('Received')
    await expect(rows.first()).toContainText('+0.045 ETH')
    await expectNoSeriousViolations(page)

    // Scrolling to the end loads the next page by itself.
    const more = activity.getByRole('button', { name: 'Load more' })
    await more.scrollIntoViewIfNeeded()
    await patient(rows).toHaveCount(40)
    // The keyboard reaches the same button; the last page ends the list.
    await more.focus()
    await page.keyboard.press('Enter')
    await patient(rows).toHaveCount(45)
    await expect(more).toHaveCount(0)
    const amounts = await rows.evaluateAll((list) =>
      list.map((row) => /\+([\d.]+) ETH/.exec(row.textContent ?? '')?.[1]),
    )
    expect(amounts).toEqual(Array.from({ length: 45 }, (_, i) => String((45 - i) / 1000)))
  })

  test('a failed fetch shows the toast and an empty list', async ({ page }) => {
    await installWallet(page, { privateKey: generatePrivateKey() })
    await page.route('**/v1/account/*/history?**', (route) =>
      route.fulfill({ status: 500, json: { status: 500, reasons: [{ description: 'down' }] } }),
    )
    await connectTestWallet(page)
    const activity = await openAccountTab(page, 'Activity')
    await patient(
      page
        .getByRole('dialog', { name: 'Account' })
        .getByRole('alert')
        .filter({ hasText: 'Failed to fetch transactions' }),
    ).toBeVisible()
    await expect(activity.getByText('No activity yet')).toBeVisible()
    await expect(activity.getByTestId('transaction-row')).toHaveCount(0)
  })
})
