import { expect as baseExpect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundEther, fundToken, tokenAddress } from '../support/faucet'
import { apiRpc } from '../support/stackUrls'
import { expectNoSeriousViolations } from './axe'
import { codeBox, freshEmail, loginByEmail, loginCode } from './emailSocial'
import { connectedAddress, openSandbox, waitForDataApi } from './sandbox'
import { chooseSendToken, fillSend, openSend } from './send'
import { swapUsdcForDaiSponsored } from './swap'

// Issue 33's "Done when": in the sandbox with gas sponsorship on, an embedded EOA upgrades to
// eip7702 (EIP-7702, KeyportDelegate), keeps its address and balances, sends USDC and a batch with
// the gas paid by the app, signs in with SIWX, and undelegates (self-paid). And a host page's own
// script cannot get a delegation to a contract the app did not allow.
const expect = baseExpect.configure({ timeout: 60_000 })
const chain1 = createPublicClient({ transport: http(apiRpc(1)) })
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
const usdcOf = (token: Hex, owner: Hex) =>
  chain1.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Logs in by email with SIWX optional, and puts the sign-in off for later. */
async function loginSkippingSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await codeBox(page.getByRole('dialog')).fill(await loginCode(email))
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
}

/** Opens the Account view and returns it. */
async function openAccount(page: Page) {
  const account = page.getByRole('dialog', { name: 'Account' })
  if (!(await account.isVisible())) await page.getByRole('button', { name: /^Account 0x/ }).click()
  await expect(account).toBeVisible()
  return account
}

/** Reads the balances again in the Account view until the USDC row shows `text`. */
async function expectUsdc(page: Page, text: string) {
  const account = await openAccount(page)
  await account.getByRole('button', { name: 'Refresh balances' }).click()
  await expect(account.getByTestId('token-row').filter({ hasText: 'USD Coin' })).toContainText(text)
}

/**
 * A script of the host page talking to the secure frame directly, as any script on the page can:
 * one request, its raw answer (the frame's reply envelope).
 */
async function askFrameDirectly(page: Page, type: string, payload: unknown) {
  return page.evaluate(
    async ({ type, payload }) => {
      const iframe = document.querySelector<HTMLIFrameElement>('#w3m-iframe')
      if (!iframe?.contentWindow) throw new Error('no secure frame on the page')
      const id = `host-script-${Math.random().toString(36).slice(2)}`
      const answer = new Promise<{ kind: string; payload?: Record<string, unknown> }>((resolve) => {
        window.addEventListener('message', function listen(event) {
          const data = event.data as { id?: string; kind: string }
          if (data?.id !== id) return
          window.removeEventListener('message', listen)
          resolve(data as never)
        })
      })
      iframe.contentWindow.postMessage(
        { channel: 'keyport:secure-frame', kind: 'request', id, type, payload },
        new URL(iframe.src).origin,
      )
      return answer
    },
    { type, payload },
  )
}

test.describe('EIP-7702: the embedded EOA upgrades in place', () => {
  test.describe.configure({ timeout: 300_000 })

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('upgrades to eip7702 on the delegation card, keeps its address and balances, sends USDC and an approve-and-swap batch with the gas paid by the app, signs in with SIWX, then undelegates', async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=optional&sponsorship=on&account=eoa')
    await loginSkippingSignIn(page, freshEmail('eip7702'))
    const eoa = await connectedAddress(page)
    const usdc = await fundToken(1, 'USDC', eoa, parseUnits('100', 6))
    await expectUsdc(page, '100 USDC')

    // The Account view: the EOA, and the upgrade this chain offers (axe-clean).
    const account = await openAccount(page)
    await expect(account.getByTestId('account-type')).toHaveText('Account type: EOA')
    const upgrade = account.getByRole('button', { name: 'Upgrade this address' })
    await expect(upgrade).toBeVisible()
    await expect(account.getByText('EIP-7702: same address, smart-account powers')).toBeVisible()
    await expectNoSeriousViolations(page)

    // The delegation card names KeyportDelegate, its chain, and what delegation means.
    await upgrade.click()
    const frame = page.frameLocator('#w3m-iframe')
    await expect(
      frame.getByRole('heading', { name: 'Delegate your account (EIP-7702)' }),
    ).toBeVisible()
    await expect(frame.getByText(/KeyportDelegate: 0x[0-9a-fA-F]{40}/)).toBeVisible()
    await expect(frame.getByText('Ethereum (chain 1) only')).toBeVisible()
    await expect(frame.getByText(/keeps its address and balances/)).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()

    await expect(account.getByTestId('account-type')).toHaveText(
      'Account type: Upgraded EOA (EIP-7702)',
    )
    await expect(account.getByText('Delegated with its first transaction')).toBeVisible()
    // The same address and the same balances.
    expect(await connectedAddress(page)).toBe(eoa)
    await expectUsdc(page, '100 USDC')
    await page.keyboard.press('Escape')

    // A sponsored USDC send: the first operation carries the authorization and delegates the EOA.
    const to = randomAddress()
    await openSend(page)
    await chooseSendToken(page, 'USDC')
    const preview = await fillSend(page, { amount: '12.5', to })
    await expect(preview.getByTestId('send-preview')).toContainText('12.5 USDC')
    await expect(preview.getByText('Gas paid by the app')).toBeVisible()
    await preview.getByRole('button', { name: 'Send' }).click()
    await expect(frame.getByTestId('approval-gas')).toHaveText(/^Gas paid by (?!you)/)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const confirmed = page.getByRole('dialog', { name: 'Transaction' })
    await expect(confirmed.getByText('12.5 USDC', { exact: false })).toBeVisible()
    await confirmed.getByRole('button', { name: 'Done' }).click()
    expect(await usdcOf(usdc, to)).toBe(parseUnits('12.5', 6))
    expect(await usdcOf(usdc, eoa)).toBe(parseUnits('87.5', 6))
    expect(await chain1.getBalance({ address: eoa })).toBe(0n)
    expect(await chain1.getCode({ address: eoa })).toMatch(/^0xef0100[0-9a-f]{40}$/)
    await page.keyboard.press('Escape')

    // A batch: approve and swap as one atomic wallet_sendCalls, the app paying the gas.
    const dai = await tokenAddress(1, 'DAI')
    await openAccount(page)
    await swapUsdcForDaiSponsored(page)
    expect(await usdcOf(dai, eoa)).toBeGreaterThan(parseUnits('24.5', 18))
    expect(await usdcOf(usdc, eoa)).toBe(parseUnits('62.5', 6))
    expect(await chain1.getBalance({ address: eoa })).toBe(0n)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    // SIWX: the delegated EOA signs in; the backend verifies the session.
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await status.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Sign' })
      .click()
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const short = `${eoa.slice(0, 6)}…${eoa.slice(-4)}`
    await expect(status).toContainText(`Signed in as ${short} on eip155:1`)
    await status.getByRole('button', { name: 'Check session with backend' }).click()
    await expect(status.getByRole('status')).toContainText('Backend: valid until')

    // Undelegate from the Account view: the frame's card, a type-4 transaction the EOA pays for
    // itself, so it gets a little ETH first.
    await fundEther(1, eoa, parseEther('0.01'))
    const view = await openAccount(page)
    const undelegate = view.getByRole('button', { name: 'Undelegate' })
    await expect(undelegate).toBeVisible()
    await undelegate.focus()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('heading', { name: 'Remove delegation' })).toBeVisible()
    await expect(frame.getByText(/KeyportDelegate: 0x[0-9a-fA-F]{40}/)).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(view.getByTestId('account-type')).toHaveText('Account type: EOA')
    await expect(view.getByRole('button', { name: 'Undelegate' })).toHaveCount(0)
    await expect(view.getByRole('button', { name: 'Upgrade this address' })).toBeVisible()
    expect(await connectedAddress(page)).toBe(eoa)
    expect([undefined, '0x']).toContain(await chain1.getCode({ address: eoa }))
    // It paid its own gas this time.
    expect(await chain1.getBalance({ address: eoa })).toBeLessThan(parseEther('0.01'))
  })

  test("attack: a host page's script asks the frame for a delegation to an unknown contract, or for every chain: refused (4100) before any card", async ({
    page,
  }) => {
    await openSandbox(page, '?siwx=off&account=eoa')
    await loginByEmail(page, freshEmail('eip7702-attack'))
    const eoa = await connectedAddress(page)
    const user = await askFrameDirectly(page, 'GET_USER', { chainId: 1 })
    const delegation = user.payload?.delegation as { delegate: string } | undefined
    expect(delegation?.delegate).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const drainer = randomAddress()
    const unknown = await askFrameDirectly(page, 'RPC_REQUEST', {
      method: 'wallet_signAuthorization',
      params: [{ address: drainer, chainId: 1 }],
      chainId: 1,
    })
    expect(unknown).toMatchObject({
      kind: 'error',
      payload: { code: 4100, message: `Delegation to ${drainer} is not allowed by this app` },
    })

    const everyChain = await askFrameDirectly(page, 'RPC_REQUEST', {
      method: 'wallet_signAuthorization',
      params: [{ address: delegation?.delegate, chainId: 0 }],
      chainId: 1,
    })
    expect(everyChain).toMatchObject({
      kind: 'error',
      payload: {
        code: 4100,
        message: 'An authorization for every chain (chain id 0) is not allowed',
      },
    })

    const frame = page.frameLocator('#w3m-iframe')
    await expect(
      frame.getByRole('heading', { name: 'Delegate your account (EIP-7702)' }),
    ).toHaveCount(0)
    expect(await chain1.getCode({ address: eoa })).toBeUndefined()
  })
})
