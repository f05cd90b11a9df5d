import { endpointFromEnv } from '@keyport/stack'
import { solanaDevKey } from '@keyport/test-wallet'
import { createWcTestWallet, type WcTestWallet } from '@keyport/wc-test-wallet'
import { expect, type Page, test } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPair, getAddressFromPublicKey } from '@solana/kit'
import { generatePrivateKey } from 'viem/accounts'
import { decodeQrSvg } from '../support/decodeQrSvg'
import { stackChains, stackUrls } from '../support/stackUrls'
import { openSandbox } from './sandbox'

// The sandbox with Solana on pairs the WalletConnect test wallet through the stack's relay; its
// signing round trips through the relay and the local chain are in
// tests/integration/solana-walletconnect.test.ts (the sandbox has no Solana sign button).
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const solanaRpc = endpointFromEnv(process.env, 'SOLANA_RPC', 8899).url
const wallets: WcTestWallet[] = []

test.afterEach(async () => {
  for (const wallet of wallets.splice(0))
    await wallet.kit.core.relayer.transportClose().catch(() => {})
})

/**
 * Opens WalletConnect in the sandbox's modal, scans the QR code and pairs the Node wallet (its
 * Solana side on `solanaKey`, by default dev account #0).
 */
async function scanAndPair(
  page: Page,
  { evm, solanaKey }: { evm: boolean; solanaKey?: `0x${string}` },
) {
  const [wallet, open] = await Promise.all([
    createWcTestWallet({
      relayUrl: stackUrls.relay,
      privateKey: generatePrivateKey(),
      chains: evm ? stackChains : [],
      solana: { privateKey: solanaKey, chains: [{ id: solanaMainnet, rpcUrl: solanaRpc }] },
    }),
    openSandbox(page, '?solana=on'),
  ])
  wallets.push(wallet)
  await open.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const qr = page.getByRole('img', { name: 'QR code to connect a mobile wallet' })
  // The first pairing loads the WalletConnect SDK, slow on a busy machine's cold dev server.
  await expect(qr).toBeVisible({ timeout: 20_000 })
  await wallet.pair(
    decodeQrSvg({
      viewBox: (await qr.getAttribute('viewBox'))!,
      d: (await qr.locator('path').getAttribute('d'))!,
    }),
  )
  return wallet
}

test.describe('WalletConnect on Solana', () => {
  test.describe.configure({ timeout: 60_000 })

  test('a wallet granting Solana alone connects with its Solana address, and again after a reload', async ({
    page,
  }) => {
    const wallet = await scanAndPair(page, { evm: false })
    const address = wallet.solanaAddress!
    const account = page.getByRole('button', { name: `Account ${address}` })
    await expect(account).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.reload()
    await expect(account).toBeVisible()
  })

  test('a wallet in both namespaces connects on EVM; choosing Solana in Networks switches the account without pairing again', async ({
    page,
  }) => {
    const wallet = await scanAndPair(page, { evm: true })
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

  test('sends SOL from the Solana side through the relay: the phone wallet signs and sends, the modal confirms', async ({
    page,
  }) => {
    // Solana dev account #1: no other browser test sends from it.
    const wallet = await scanAndPair(page, { evm: false, solanaKey: solanaDevKey(1) })
    await page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const form = page.getByRole('dialog', { name: 'Send' })
    await expect(form.getByRole('button', { name: 'Token SOL' })).toBeVisible({ timeout: 20_000 })
    // A new account: the transfer creates it.
    const recipient = await getAddressFromPublicKey((await generateKeyPair()).publicKey)
    await form.getByLabel('Amount', { exact: true }).fill('0.25')
    await form.getByLabel('To', { exact: true }).fill(recipient)
    await form.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review Send' })
    await expect(preview.getByTestId('send-preview')).toContainText('0.25 SOL', { timeout: 20_000 })
    await preview.getByRole('button', { name: 'Send' }).click()
    const confirmed = page.getByRole('dialog', { name: 'Transaction' })
    await expect(confirmed.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 })
    const rpc = createSolanaRpc(solanaRpc)
    expect(
      (await rpc.getBalance(address(recipient), { commitment: 'confirmed' }).send()).value,
    ).toBe(250_000_000n)
  })
})
