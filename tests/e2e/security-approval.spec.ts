import { expect as baseExpect, type Page, test } from '@playwright/test'
import { parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundEther, fundToken } from '../support/faucet'
import { stackUrls } from '../support/stackUrls'
import { freshEmail, loginByEmail, rejectApproval } from './emailSocial'
import { connectedAddress, openAccountTab, openSandbox, waitForDataApi } from './sandbox'
import { chooseSendToken, fillSend, openSend } from './send'

// Finding 6 of Order 14, in a real browser: the host page styles the secure frame. A hostile host
// makes it near-transparent or covers it with a decoy (which lets clicks through) and gets the user
// to click where Approve is. Chromium's IntersectionObserver v2 tells the frame it is not visible,
// so Approve stays disabled; a plain frame enables Approve after 500 ms and shows the decoded card.
const expect = baseExpect.configure({ timeout: 30_000 })
const sandboxOrigin = new URL(stackUrls.sandbox).origin

/**
 * Clicks the page where the frame's Approve button is, the way a lured user would, once the
 * card's own visibility observer has reported it not visible (`data-visible`, the browser's
 * IntersectionObserver report before the 500 ms hold): from then on Approve stays locked.
 */
async function clickWhereApproveIs(page: Page) {
  const frame = page.frameLocator('#w3m-iframe')
  await expect(frame.locator('#approval')).toHaveAttribute('data-visible', 'false')
  const box = await frame.getByRole('button', { name: 'Approve' }).boundingBox()
  if (!box) throw new Error('The Approve button has no box')
  for (let i = 0; i < 3; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test.describe('the approval card against a hostile host page', () => {
  test.describe.configure({ timeout: 150_000 })

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('a near-transparent or covered frame cannot be clicked through; uncovered, Approve works again', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('clickjack'))
    const frame = page.frameLocator('#w3m-iframe')
    const result = page.getByTestId('wallet-result')
    const approve = frame.getByRole('button', { name: 'Approve' })

    // The host page turns the frame almost invisible before the request opens the card.
    await page.addStyleTag({ content: '#w3m-iframe{opacity:0.01 !important}' })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await clickWhereApproveIs(page)
    await expect(approve).toBeDisabled()
    await expect(result).toHaveText('Waiting for the wallet…')

    // The user gives up on that card; the app asks again, now under a decoy that lets clicks
    // through to a fully opaque frame. A fresh card, so its observer's first report is about
    // the decoy.
    await rejectApproval(frame)
    await expect(result).not.toHaveText('Waiting for the wallet…')
    await page.evaluate(() => {
      const decoy = document.createElement('div')
      decoy.id = 'decoy'
      decoy.textContent = 'Click to claim your prize'
      decoy.setAttribute(
        'style',
        'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fc0;font:32px sans-serif;display:grid;place-items:center',
      )
      document.body.append(decoy)
    })
    await page.addStyleTag({ content: '#w3m-iframe{opacity:1 !important}' })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await clickWhereApproveIs(page)
    await expect(approve).toBeDisabled()
    await expect(result).toHaveText('Waiting for the wallet…')

    // The decoy gone, the card fully visible: Approve comes on by itself, and the user's click works.
    await page.evaluate(() => document.getElementById('decoy')?.remove())
    await expect(approve).toBeEnabled()
    await approve.click()
    await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
  })

  test('a dark app gets a dark card: the pinned origin first, then the name the app gives itself', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&theme=dark&account=eoa')
    await loginByEmail(page, freshEmail('dark'))
    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = page.frameLocator('#w3m-iframe')
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(frame.locator('#approval')).toHaveCSS('background-color', 'rgb(27, 27, 31)')
    await expect(frame.getByTestId('approval-origin')).toHaveText(`Request from ${sandboxOrigin}`)
    await expect(frame.getByTestId('approval-app')).toHaveText(
      `Says it is “Keyport sandbox · ${sandboxOrigin}” (not verified)`,
    )
    await expect(frame.getByTestId('approval-app-mismatch')).toHaveCount(0)
    await rejectApproval(frame)
  })

  test('a normal approval shows the app, the chain, the decoded transfer and the simulated balance change', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('decoded'))
    const address = await connectedAddress(page)
    await fundEther(1, address, parseEther('1'))
    await fundToken(1, 'USDC', address, parseUnits('40', 6))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    // The account button read the balances at login, before the funding; the Account view keeps
    // them for 30 s (spec section 9), so the test reads them again before choosing USDC.
    await openAccountTab(page, 'Tokens')
    const account = page.getByRole('dialog', { name: 'Account' })
    await baseExpect(async () => {
      await account.getByRole('button', { name: 'Refresh balances' }).click()
      await baseExpect(account.getByTestId('token-row').filter({ hasText: 'USDC' })).toBeVisible({
        timeout: 2_000,
      })
    }).toPass({ timeout: 30_000 })

    await openSend(page)
    await chooseSendToken(page, 'USDC')
    const preview = await fillSend(page, { amount: '15', to: recipient })
    await preview.getByRole('button', { name: 'Send' }).click()

    const frame = page.frameLocator('#w3m-iframe')
    await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
    await expect(frame.getByTestId('approval-origin')).toHaveText(`Request from ${sandboxOrigin}`)
    await expect(frame.getByTestId('approval-chain')).toHaveText('Ethereum (chain 1)')
    await expect(frame.getByTestId('approval-send')).toHaveText(`15 USDC to ${recipient}`)
    await expect(frame.getByTestId('approval-balance-changes')).toHaveText('−15 USDC')
    await frame.getByText('Show raw data').click()
    await expect(frame.getByTestId('approval-raw')).toContainText('"data": "0xa9059cbb')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const confirmed = page.getByRole('dialog', { name: 'Transaction' })
    await expect(confirmed.getByText(/15 USDC to 0x/)).toBeVisible()
  })
})
