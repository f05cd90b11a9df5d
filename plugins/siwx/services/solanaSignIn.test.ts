import { createMemoryStorage } from '@keyport/kernel/testing'
import { createSolanaTestWallet, localSolanaChains, solanaAccount0Key } from '@keyport/test-wallet'
import { getBase58Encoder } from '@solana/codecs-strings'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type { StandardDisconnectFeature } from '@wallet-standard/features'
import { describe, expect, test } from 'vitest'
import { siwxPlugin } from '../index.ts'
import { parseSiwxMessage } from '../message/parseSiwxMessage.ts'
import { alice, siwxTestKernel } from '../testing/fakeSiwxConnection.ts'
import { siwxSignersToken, siwxToken } from '../tokens.ts'
import { createSolanaSiwxSigner } from './createSolanaSiwxSigner.ts'
// The plugin loads these when a wallet connects and on the first Solana signature; imported
// here, they are loaded already, and one macrotask lets the service react as in a page.
import '../storage/createSiwxStorage.ts'
import './createSiwxService.ts'
import './createWalletStandardSiwxSigner.ts'

const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const account0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const otherKey = `0x${'42'.repeat(32)}` as const
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Whether `signature` (base58) is `address`'s Ed25519 signature of `message`, by WebCrypto. */
async function verifies(address: string, signature: string, message: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(getBase58Encoder().encode(address)),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify(
    'Ed25519',
    key,
    new Uint8Array(getBase58Encoder().encode(signature)),
    new TextEncoder().encode(message),
  )
}

// The Keyport test wallet's Solana side: a real Wallet Standard wallet that signs with Ed25519.
async function start(storage = createMemoryStorage()) {
  const solana = await createSolanaTestWallet({
    privateKey: solanaAccount0Key,
    otherKeys: [otherKey],
    chains: localSolanaChains,
  })
  const { kernel, connection } = siwxTestKernel({
    plugins: [
      siwxPlugin({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', storage: 'local' }),
    ],
    storage,
  })
  await kernel.i18n.load()
  const siwx = kernel.resolve(siwxToken)
  const signatures = () =>
    solana.control.log.filter((entry) => entry.method === 'solana:signMessage')
  return { kernel, connection, solana, siwx, signatures }
}

describe('Sign-In With Solana in the siwx plugin', () => {
  test('behavior: a Solana connection signs a CAIP-122 message through the connected wallet’s solana:signMessage, with no app code', async () => {
    const { kernel, connection, solana, siwx, signatures } = await start()
    await connection.connectSolana(solana.wallet)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'needed', address: account0, chainId: mainnet })
    expect(kernel.router.current.view).toBe('SIWXSignMessage')

    const session = await siwx.signIn()
    expect(connection.signRequests).toEqual([])
    expect(signatures().map((entry) => entry.outcome)).toEqual(['approved'])
    const message = session!.message
    expect(message.split('\n')[0]).toBe(
      '127.0.0.1:5173 wants you to sign in with your Solana account:',
    )
    expect(parseSiwxMessage(message)).toMatchObject({
      success: true,
      data: { accountAddress: account0, chainId: mainnet },
    })
    expect(await verifies(account0, session!.signature, message)).toBe(true)
    expect(siwx.state).toMatchObject({ status: 'signed-in', address: account0, chainId: mainnet })
    expect(kernel.modal.state.open).toBe(false)
  })

  test('behavior: after a reload the stored Solana session signs the account in without asking', async () => {
    const storage = createMemoryStorage()
    const first = await start(storage)
    await first.connection.connectSolana(first.solana.wallet)
    await flush()
    await first.siwx.signIn()
    await first.kernel.dispose()

    const second = await start(storage)
    await second.connection.connectSolana(second.solana.wallet)
    await flush()
    expect(second.siwx.state).toMatchObject({ status: 'signed-in', address: account0 })
    expect(second.signatures()).toEqual([])
  })

  test('behavior: switching the Solana account, or the namespace, asks again only where no session covers it', async () => {
    const { connection, solana, siwx, signatures } = await start()
    connection.connect(alice.address, 1)
    await flush()
    await siwx.signIn()
    await connection.connectSolana(solana.wallet)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'needed', address: account0 })
    await siwx.signIn()

    const other = (await createSolanaTestWallet({ privateKey: otherKey, chains: [] })).address
    solana.switchAccount(other)
    connection.switchSolanaAccount(other)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'needed', address: other, chainId: mainnet })
    expect(await siwx.signIn()).toMatchObject({ data: { accountAddress: other } })

    connection.connect(alice.address, 1)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'signed-in', address: alice.address })
    solana.switchAccount(account0)
    await connection.connectSolana(solana.wallet)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'signed-in', address: account0 })
    expect(connection.signRequests).toHaveLength(1)
    expect(signatures()).toHaveLength(2)
  })

  test("behavior: a wallet that declines says 'Signature declined'; one that answers no signature is refused", async () => {
    const { connection, solana, siwx, signatures } = await start()
    await connection.connectSolana(solana.wallet)
    await flush()
    solana.control.setMode('solana:signMessage', 'reject')
    await expect(siwx.signIn()).rejects.toMatchObject({ shortMessage: 'Signature declined' })
    expect(siwx.state).toMatchObject({ status: 'needed', error: 'Signature declined' })

    solana.control.setMode('solana:signMessage', 'garbage')
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'The wallet did not return a valid signature. Try again.',
    })
    expect(signatures().map((entry) => entry.outcome)).toEqual(['rejected', 'garbage'])
    expect(siwx.state.status).toBe('needed')
  })

  test('behavior: a wallet that signs other bytes than the message (a prefix) is refused before the server sees it', async () => {
    const { connection, solana, siwx } = await start()
    const { signMessage } = (solana.wallet.features as SolanaSignMessageFeature)[
      'solana:signMessage'
    ]
    const prefixing: SolanaSignMessageFeature = {
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs) =>
          signMessage(
            ...inputs.map((input) => ({
              ...input,
              message: new Uint8Array([
                ...new TextEncoder().encode('\xffsolana'),
                ...input.message,
              ]),
            })),
          ),
      },
    }
    // The test wallet with that one feature changed; its accounts stay live (a getter).
    const wallet = Object.create(solana.wallet, {
      features: { value: { ...solana.wallet.features, ...prefixing } },
    }) as Wallet
    await connection.connectSolana(wallet)
    await flush()
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'The wallet did not return a valid signature. Try again.',
      cause: { details: `${wallet.name} signed other bytes than the sign-in message.` },
    })
  })

  test('behavior: a wallet that no longer grants the account is no client to sign with; nothing is asked of it', async () => {
    const { connection, solana, siwx, signatures } = await start()
    await connection.connectSolana(solana.wallet)
    await flush()
    const features = solana.wallet.features as StandardDisconnectFeature
    await features['standard:disconnect'].disconnect()
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'No ConnectionController client found',
      cause: { details: expect.stringContaining(`has no account ${account0}`) },
    })
    expect(signatures()).toEqual([])
  })

  test('behavior: a Solana signer the app adds replaces the built-in one', async () => {
    const { kernel, connection, solana, siwx, signatures } = await start()
    const asked: string[] = []
    kernel.resolve(siwxSignersToken).add(
      createSolanaSiwxSigner({
        signMessage: async ({ address }) => {
          asked.push(address)
          return new Uint8Array(64)
        },
      }),
    )
    await connection.connectSolana(solana.wallet)
    await flush()
    await siwx.signIn()
    expect(asked).toEqual([account0])
    expect(signatures()).toEqual([])
  })
})
