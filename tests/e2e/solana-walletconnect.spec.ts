import { endpointFromEnv } from '@keyport/stack'
import { solanaDevKey } from '@keyport/test-wallet'
import { expect, type Page, test } from '@playwright/test'
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit'
import { solBalance, usdcBalance } from '../support/solanaFaucet'
import { stackChains, stackUrls } from '../support/stackUrls'
import { sendOnSolana } from './send'
import { closeTestWallets, scanAndPair } from './walletConnect'

// The sandbox with Solana on pairs the WalletConnect test wallet through the stack's relay; the
// wallet signs in, sends SOL and USDC through the relay to the local chain
// (tests/integration/solana-walletconnect.test.ts covers the other Solana methods).
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const solanaRpc = endpointFromEnv(process.env, 'SOLANA_RPC', 8899).url
test.afterEach(closeTestWallets)

/** Pairs the Node wallet, its Solana side on `solanaKey` (by default dev account #0). */
const pairSolanaWallet = (
  page: Page,
  {
    evm,
    solanaKey,
    query = '?solana=on',
  }: { evm: boolean; solanaKey?: `0x${string}`; query?: string },
) =>
  scanAndPair(page, query, {
    chains: evm ? stackChains : [],
    solana: { privateKey: solanaKey, chains: [{ id: solanaMainnet, rpcUrl: solanaRpc }] },
  })

test.describe('WalletConnect on Solana', () => {
  test.describe.configure({ timeout: 60_000 })

  test('a wallet granting Solana alone connects with its Solana address, and again after a reload', async ({
    page,
  }) => {
    const wallet = await pairSolanaWallet(page, { evm: false })
    const address = wallet.solanaAddress!
    const account = page.getByRole('button', { name: `Account ${address}` })
    await expect(account).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.reload()
    await expect(account).toBeVisible()
  })

  test('a wallet in both namespaces connects on EVM; choosing Solana in Networks switches the account without pairing again', async ({
    page,
  }) => {
    const wallet = await pairSolanaWallet(page, { evm: true })
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible()

    await page.getByRole('button', { name: 'Network Ethereum (local)' }).click()
    await page
      .getByRole('region', { name: 'Solana networks' })
      .getByRole('button', { name: /^Solana/ })
      .click()
    await expect(
      page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }),
    ).toBeVisible()
    expect(wallet.sessions()).toHaveLength(1)
  })

  test('signs in with Solana through the relay, sees SOL and USDC, sends both (the phone wallet signs and sends); Activity lists them', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // Solana dev account #1: no other browser test sends from it.
    const wallet = await pairSolanaWallet(page, {
      evm: false,
      solanaKey: solanaDevKey(1),
      query: '?solana=on&siwx=required',
    })
    const address = wallet.solanaAddress!
    const short = `${address.slice(0, 6)}…${address.slice(-4)}`
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await expect(signIn.getByTestId('siwx-account')).toHaveText(
      `Signing in as ${short} on Solana`,
      { timeout: 20_000 },
    )
    await signIn.getByRole('button', { name: 'Sign' }).click()
    const status = page.getByRole('region', { name: 'Sign-in status' })
    await expect(status).toContainText(`Signed in as ${short} on ${solanaMainnet}`, {
      timeout: 20_000,
    })
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const [session] = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('@keyport/siwx.server-sessions') ?? '[]') as {
          token: string
        }[],
    )
    const verified = await request.post(
      `${stackUrls.api}/v1/sessions/verify?projectId=keyport-dev`,
      { data: { token: session?.token } },
    )
    expect(await verified.json()).toMatchObject({
      caipAddress: `${solanaMainnet}:${address}`,
      revoked: false,
    })

    await page.getByRole('button', { name: `Account ${address}` }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTestId('account-balance')).toContainText(/ SOL$/, {
      timeout: 20_000,
    })
    await expect(account.getByTestId('token-row').filter({ hasText: 'USDC' })).toBeVisible()
    // A new account: the SOL transfer creates it, the USDC one its token account.
    const recipient = await getAddressFromPublicKey((await generateKeyPair()).publicKey)
    await sendOnSolana(page, { symbol: 'SOL', amount: '0.25', to: recipient })
    expect(await solBalance(recipient)).toBe(250_000_000n)
    await sendOnSolana(page, { symbol: 'USDC', amount: '3', to: recipient })
    expect(await usdcBalance(recipient)).toBe(3_000_000n)

    await account.getByRole('tab', { name: 'Activity' }).click()
    const rows = account.getByRole('tabpanel', { name: 'Activity' }).getByTestId('transaction-row')
    await expect(rows.first()).toContainText('3 USDC', { timeout: 20_000 })
    await expect(rows.nth(1)).toContainText('0.25 SOL')
  })
})
