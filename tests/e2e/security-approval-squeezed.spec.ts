import { expect as baseExpect, type Page, test } from '@playwright/test'
import { maxUint256 } from 'viem'
import { tokenAddress } from '../support/faucet'
import { stackUrls } from '../support/stackUrls'
import { freshEmail, loginByEmail } from './emailSocial'
import { connectedAddress, openSandbox, waitForDataApi } from './sandbox'

// Finding 2 of Order 20, in a real browser: a hostile host makes the card's background
// transparent (SYNC_THEME), squeezes the iframe to 200 px so only the title and the buttons show,
// puts a decoy behind it and asks for an unlimited EIP-2612 permit to 0x…dEaD. The host's script
// talks to the frame itself, as any script on the app's page can.
const expect = baseExpect.configure({ timeout: 30_000 })
const frameOrigin = new URL(stackUrls.frame).origin
const DEAD = '0x000000000000000000000000000000000000dEaD'

// While the login views move into the frame (issue 37, deliver 1), the kernel may mount a second
// element with the same id: the host's script, like this test, talks to the first.
const secureFrame = (page: Page) => page.locator('#w3m-iframe').first().contentFrame()

/** Sends one request to the frame from the host page's own script; resolves with its answer. */
function hostAsks(page: Page, type: string, payload: unknown) {
  return page.evaluate(
    ({ type, payload, frameOrigin }) =>
      new Promise<{ kind: string; payload: { message?: string } & Record<string, unknown> }>(
        (resolve) => {
          const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement
          const id = crypto.randomUUID()
          addEventListener('message', (event) => {
            if (event.origin === frameOrigin && event.data?.id === id) resolve(event.data)
          })
          frame.contentWindow!.postMessage(
            { channel: 'keyport:secure-frame', kind: 'request', id, type, payload },
            frameOrigin,
          )
        },
      ),
    { type, payload, frameOrigin },
  )
}

async function permitToDead(page: Page) {
  const owner = await connectedAddress(page)
  const usdc = await tokenAddress(1, 'USDC')
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
    message: {
      owner,
      spender: DEAD,
      value: maxUint256.toString(),
      nonce: '0',
      deadline: maxUint256.toString(),
    },
  }
}

/** The host page's trap: the frame shown 200 px high, a decoy right behind it. */
async function squeezeWithDecoy(page: Page) {
  await page.addStyleTag({
    content:
      '#w3m-iframe{display:block !important;position:fixed !important;left:50% !important;top:50% !important;width:360px !important;height:200px !important;max-height:200px !important;transform:translate(-50%,-50%) !important;z-index:2147483647 !important}',
  })
  await page.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your free badge: press the green button'
    decoy.setAttribute(
      'style',
      'position:fixed;inset:0;z-index:2147483646;background:#fc0;font:28px sans-serif;display:grid;place-items:center',
    )
    document.body.append(decoy)
  })
}

test.describe('the approval card squeezed by a hostile host page', () => {
  test.describe.configure({ timeout: 150_000 })

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('attack: a transparent theme is refused', async ({ page }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('theme'))
    for (const background of ['#0000', 'transparent', 'rgba(255, 255, 255, 0.5)']) {
      const answer = await hostAsks(page, 'SYNC_THEME', {
        themeMode: 'light',
        themeVariables: { '--kp-background': background },
      })
      expect(answer.kind).toBe('error')
      expect(answer.payload.message).toMatch(
        /^Theme refused \(themeVariables\.--kp-background\): Has transparency: the approval card must be opaque/,
      )
    }
    const unreadable = await hostAsks(page, 'SYNC_THEME', {
      themeMode: 'light',
      themeVariables: { '--kp-background': '#1a1a1a' },
    })
    expect(unreadable.payload.message).toMatch(/: Too little contrast: the card's text #141414/)
    // The card at its usual 360 x 420 is unchanged: every row shows, Approve unlocks by itself.
    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const frame = secureFrame(page)
    await expect(frame.getByRole('heading', { name: 'Sign typed data' })).toBeVisible()
    await expect(frame.locator('#approval')).not.toHaveClass(/cramped/)
    await expect(frame.locator('#approval')).toHaveAttribute('data-read', /^[1-9]/)
    await page.screenshot({ path: test.info().outputPath('card-360x420.png') })
    // The user scrolls through the rows the 420 px do not show at once; then Approve unlocks.
    const body = (await frame.locator('.body').boundingBox())!
    await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2)
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, 120)
      await page.waitForTimeout(600)
    }
    await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled()
    await frame.getByRole('button', { name: 'Reject' }).click()
  })

  test('attack: a transparent, squeezed card (200 px high) with a decoy behind it gets no signature', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('squeezed'))
    const frame = secureFrame(page)
    // The theme the finding used: refused, so the card keeps its own opaque colours.
    const theme = await hostAsks(page, 'SYNC_THEME', {
      themeMode: 'light',
      themeVariables: { '--kp-background': '#0000' },
    })
    expect(theme.kind).toBe('error')
    await squeezeWithDecoy(page)
    const signature = hostAsks(page, 'RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [await connectedAddress(page), JSON.stringify(await permitToDead(page))],
    })
    let answered = false
    void signature.then(() => {
      answered = true
    })
    await expect(frame.getByRole('heading', { name: 'Sign typed data' })).toBeVisible()
    // The frame's own background is opaque: nothing of the decoy shows through the card.
    await expect(frame.locator('html')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(frame.locator('#approval')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    // Too small for the rows: the card says so instead of shrinking them.
    await expect(frame.locator('#approval')).toHaveClass(/cramped/)
    await expect(frame.getByTestId('approval-notice')).toContainText(
      'Too small to show the whole request',
    )
    await page.screenshot({ path: test.info().outputPath('squeezed-200.png') })

    // The lured user clicks "the green button" (where Approve sits in a card that fits) again and
    // again, well past the 500 ms hold. In the cramped card that spot is "Open in a window": the
    // first click opens the request's window, where the user has to read it all before Approve.
    const approve = frame.getByRole('button', { name: 'Approve', includeHidden: true })
    const row = (await frame.locator('.actions').boundingBox())!
    const popupOpened = page.waitForEvent('popup')
    for (let i = 0; i < 4; i++) {
      await page.mouse.click(row.x + row.width * 0.75, row.y + row.height / 2)
      // A negative has no event to wait for: let the hold pass between the clicks.
      await page.waitForTimeout(400)
    }
    await expect(approve).toBeDisabled()
    expect(answered).toBe(false)

    // In the window (the frame's origin, opened by the click inside the frame) the user reads the
    // request and approves: the frame answers the host with the signature.
    const popup = await popupOpened
    expect(new URL(await popup.evaluate(() => origin)).origin).toBe(frameOrigin)
    await expect(frame.getByTestId('approval-notice')).toContainText('open in its own window')
    await expect(popup.getByTestId('approval-permit')).toHaveText(`Unlimited USDC to ${DEAD}`)
    await expect(popup.getByTestId('approval-spender')).toHaveText(DEAD)
    await popup.screenshot({ path: test.info().outputPath('window.png') })
    const approveInWindow = popup.getByRole('button', { name: 'Approve' })
    await expect(approveInWindow).toBeEnabled()
    await expect(approve).toBeDisabled()
    await approveInWindow.click()
    const answer = await signature
    expect(answer.kind).toBe('success')
    expect(answer.payload).toEqual(expect.stringMatching(/^0x[0-9a-f]{130}$/))
    await expect.poll(() => popup.isClosed()).toBe(true)
  })
})
