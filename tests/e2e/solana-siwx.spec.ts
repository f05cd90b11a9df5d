import { expect, type Page, test } from '@playwright/test'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit'
import { hexToBytes } from 'viem'
import { stackUrls } from '../support/stackUrls'
import { installWallet, openSandbox, testWalletName, waitForDataApi } from './sandbox'

// Solana keys no other spec signs in with (Sign-In With Solana needs no funds on the chain).
const keyA = `0x${'5a'.repeat(32)}` as const
const keyB = `0x${'5b'.repeat(32)}` as const
const keyC = `0x${'5c'.repeat(32)}` as const
const keyE = `0x${'5e'.repeat(32)}` as const
const evmKey = `0x${'5d'.repeat(32)}` as const
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaAddressOf = async (key: `0x${string}`) =>
  getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(hexToBytes(key))).publicKey)
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

async function connectSolana(page: Page, query: string) {
  const open = await openSandbox(page, query)
  await open.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(testWalletName) })
    .click()
  return page.getByRole('dialog', { name: 'Sign In' })
}

/** The session tokens the page holds (server storage keeps them in the kernel's storage). */
const tokensIn = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('@keyport/siwx.server-sessions') ?? '[]') as {
        token: string
      }[]
    ).map((session) => session.token),
  )

const signMessages = async (wallet: Awaited<ReturnType<typeof installWallet>>) =>
  (await wallet.log()).filter((entry) => entry.method === 'solana:signMessage')

test.describe('sign in with Solana (SIWX)', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    await waitForDataApi(request)
  })

  test('a connected Solana wallet signs in; the API holds the session for its CAIP address; a reload keeps it; another account asks again', async ({
    page,
    request,
  }) => {
    const wallet = await installWallet(page, {
      namespaces: ['solana'],
      solana: { privateKey: keyA, otherKeys: [keyB] },
    })
    const signIn = await connectSolana(page, '?solana=on&siwx=required')
    await expect(signIn.getByTestId('siwx-account')).toHaveText(
      `Signing in as ${short(wallet.solanaAddress)} on Solana`,
    )
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short(wallet.solanaAddress)} on ${mainnet}`)
    expect((await signMessages(wallet)).map((entry) => entry.outcome)).toEqual(['approved'])

    const [token] = await tokensIn(page)
    const verified = await request.post(
      `${stackUrls.api}/v1/sessions/verify?projectId=keyport-dev`,
      {
        data: { token },
      },
    )
    expect(verified.status()).toBe(200)
    expect(await verified.json()).toMatchObject({
      address: wallet.solanaAddress,
      chainId: mainnet,
      caipAddress: `${mainnet}:${wallet.solanaAddress}`,
      revoked: false,
    })

    await page.reload()
    await expect(status).toContainText(`Signed in as ${short(wallet.solanaAddress)}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await signMessages(wallet)).toEqual([]) // the log restarts with the page

    const other = await solanaAddressOf(keyB)
    await wallet.switchSolanaAccount(other)
    await expect(signIn.getByTestId('siwx-account')).toHaveText(
      `Signing in as ${short(other)} on Solana`,
    )
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(status).toContainText(`Signed in as ${short(other)} on ${mainnet}`)
  })

  test("a declined Solana signature says 'Signature declined'; with sign-in required, Cancel disconnects", async ({
    page,
  }) => {
    const wallet = await installWallet(page, {
      namespaces: ['solana'],
      solana: { privateKey: keyC },
      methods: { 'solana:signMessage': 'reject' },
    })
    const signIn = await connectSolana(page, '?solana=on&siwx=required')
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(signIn.getByRole('alert')).toHaveText('Signature declined')
    expect((await signMessages(wallet)).map((entry) => entry.outcome)).toEqual(['rejected'])

    await signIn.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('one wallet in both namespaces: switching to Solana asks to sign in with Solana; back on Ethereum the EVM session still holds', async ({
    page,
  }) => {
    const wallet = await installWallet(page, {
      privateKey: evmKey,
      namespaces: ['eip155', 'solana'],
      solana: { privateKey: keyE },
    })
    const signIn = await connectSolana(page, '?solana=on&siwx=required')
    await signIn.getByRole('button', { name: 'Sign' }).click()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short(wallet.address)} on eip155:1`)

    await page.getByRole('button', { name: 'Network Ethereum (local)' }).click()
    await page
      .getByRole('region', { name: 'Solana networks' })
      .getByRole('button', { name: /^Solana/ })
      .click()
    await expect(signIn.getByTestId('siwx-account')).toHaveText(
      `Signing in as ${short(wallet.solanaAddress)} on Solana`,
    )
    await signIn.getByRole('button', { name: 'Sign' }).click()
    await expect(status).toContainText(`Signed in as ${short(wallet.solanaAddress)} on ${mainnet}`)

    await page.getByRole('button', { name: 'Network Solana' }).click()
    await page
      .getByRole('dialog', { name: 'Choose Network' })
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .click()
    await expect(status).toContainText(`Signed in as ${short(wallet.address)} on eip155:1`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const prompts = (await wallet.log()).filter((entry) =>
      ['personal_sign', 'solana:signMessage'].includes(entry.method),
    )
    expect(prompts.map((entry) => entry.method)).toEqual(['personal_sign', 'solana:signMessage'])
  })
})
