import { endpointFromEnv } from '@keyport/stack'
import { createWcTestWallet, type WcTestWallet } from '@keyport/wc-test-wallet'
import { expect, type Page, test } from '@playwright/test'
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

/** Opens WalletConnect in the sandbox's modal, scans the QR code and pairs the Node wallet. */
async function scanAndPair(page: Page, { evm }: { evm: boolean }) {
  const [wallet, open] = await Promise.all([
    createWcTestWallet({
      relayUrl: stackUrls.relay,
      privateKey: generatePrivateKey(),
      chains: evm ? stackChains : [],
      solana: { chains: [{ id: solanaMainnet, rpcUrl: solanaRpc }] },
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
})
