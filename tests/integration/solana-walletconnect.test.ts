// The modal's WalletConnect connector and the WalletConnect test wallet through the local relay,
// on the local Solana chain: the connector's Solana side (a Wallet Standard wallet over the
// session) signs a message, signs a transaction and signs-and-sends a SOL transfer that lands.
import { systemClock } from '@keyport/kernel'
import { createRelay } from '@keyport/server/relay/index.ts'
import { type StartSolanaChainReturnType, startSolanaChain } from '@keyport/server/solana/index.ts'
import { anvilAccount0Key } from '@keyport/test-wallet'
import { createWcTestWallet } from '@keyport/wc-test-wallet'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaMainnet } from '../../plugins/connect/connectors/solanaNetworks.ts'
import { createWalletConnectConnector } from '../../plugins/connect/walletconnect/createWalletConnectConnector.ts'
import {
  loadSignClient,
  type WalletConnectClient,
} from '../../plugins/connect/walletconnect/loadSignClient.ts'
import { createWalletConnectSolana } from '../../plugins/connect/walletconnect/solana/createWalletConnectSolana.ts'
import { testChains } from '../support/createDappClient.ts'

type Features = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const account0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const cleanups: (() => Promise<unknown> | unknown)[] = []
let chain: StartSolanaChainReturnType
let relayUrl: string

beforeAll(async () => {
  chain = await startSolanaChain({ rpcPort: 0, wsPort: 0, slotIntervalMs: 0 })
  const relay = createRelay()
  relayUrl = await relay.listen(0)
  cleanups.push(
    () => relay.close(),
    () => chain.stop(),
  )
})
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch(() => {})
})

/** The connector as a Solana app's modal makes it, paired with the test wallet by its URI. */
async function pairConnector() {
  const wallet = await createWcTestWallet({
    relayUrl,
    privateKey: anvilAccount0Key,
    chains: testChains,
    solana: { chains: [{ id: solanaMainnet.caipNetworkId, rpcUrl: chain.deployment.rpcUrl }] },
  })
  cleanups.push(() => wallet.kit.core.relayer.transportClose())
  let dapp: WalletConnectClient | undefined
  const connector = createWalletConnectConnector({
    relayUrl,
    projectId: 'keyport-dev',
    metadata: { name: 'Keyport test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [],
    clock: systemClock,
    reusePendingPairing: false,
    loadClient: async (parameters) => {
      dapp = await loadSignClient({ ...parameters, storagePrefix: `dapp-${Math.random()}` })
      cleanups.push(() => dapp?.core.relayer.transportClose())
      return dapp
    },
    solana: { networks: [solanaMainnet], create: createWalletConnectSolana },
  })
  const paired = new Promise<void>((resolve, reject) => {
    connector.pairing$.subscribe((state) => {
      if (state.status === 'ready') wallet.pair(state.uri).then(resolve, reject)
    })
  })
  const connected = connector.solana!.connect()
  await paired
  return { wallet, connector, connected: await connected }
}

async function unsignedTransfer(to: string) {
  const rpc = createSolanaRpc(chain.deployment.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(account0), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(account0)),
            destination: address(to),
            amount: lamports(1_000_000n),
          }),
        ],
        m,
      ),
  )
  return { rpc, wire: new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))) }
}

describe('WalletConnect on Solana through the local relay', () => {
  test('behavior: the session grants the wallet’s Solana account; signMessage, signTransaction and signAndSendTransaction round-trip', async () => {
    const { connector, connected, wallet } = await pairConnector()
    expect(connected).toEqual({ address: account0, accounts: [account0] })
    expect(wallet.solanaAddress).toBe(account0)
    // The app has no EVM networks here, so the wallet was asked for, and granted, Solana alone.
    expect(connector.namespaces).toEqual(['solana'])
    const solanaWallet = connector.solana!.wallet
    const features = solanaWallet.features as Features
    const account = solanaWallet.accounts[0]!
    const key = await getPublicKeyFromAddress(address(account0))

    const message = new TextEncoder().encode('Sign in to Keyport over WalletConnect')
    const [signedMessage] = await features['solana:signMessage'].signMessage({ account, message })
    expect(await verifySignature(key, signatureBytes(signedMessage!.signature), message)).toBe(true)

    const recipient = chain.ledger.seed.accounts[1]!.address
    const { rpc, wire } = await unsignedTransfer(recipient)
    const [signed] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: wire,
      chain: 'solana:mainnet',
    })
    const decoded = getTransactionDecoder().decode(signed!.signedTransaction)
    expect(
      await verifySignature(
        key,
        decoded.signatures[address(account0)]!,
        new Uint8Array(decoded.messageBytes),
      ),
    ).toBe(true)

    const before = (await rpc.getBalance(address(recipient)).send()).value
    const [sent] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: wire,
      chain: 'solana:mainnet',
    })
    const signature = getBase58Decoder().decode(sent!.signature)
    const { value: statuses } = await rpc
      .getSignatureStatuses([signature as Parameters<typeof rpc.getSignatureStatuses>[0][0]])
      .send()
    expect(statuses[0]).toMatchObject({ err: null })
    expect((await rpc.getBalance(address(recipient)).send()).value).toBe(before + 1_000_000n)
  }, 30_000)

  test('behavior: a declined Solana request reaches the connector as 4001', async () => {
    const { connector, wallet } = await pairConnector()
    wallet.setMode('reject')
    const solanaWallet = connector.solana!.wallet
    await expect(
      (solanaWallet.features as Features)['solana:signMessage'].signMessage({
        account: solanaWallet.accounts[0]!,
        message: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'Request declined in Keyport WC Test Wallet.',
    })
  }, 30_000)
})
