import { getBase58Decoder, getBase58Encoder } from '@solana/codecs-strings'
import { describe, expect, test, vi } from 'vitest'
import { siwxPlugin } from '../index.ts'
import { parseSiwxMessage } from '../message/parseSiwxMessage.ts'
import { fakeSiwxConnection, siwxTestKernel } from '../testing/fakeSiwxConnection.ts'
import { siwxSignersToken, siwxToken } from '../tokens.ts'
import { createSolanaSiwxSigner } from './createSolanaSiwxSigner.ts'

const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A fake Solana wallet: a WebCrypto Ed25519 key behind a `solana:signMessage`-shaped call. */
async function fakeSolanaWallet() {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const address = getBase58Decoder().decode(
    new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)),
  )
  const requests: { message: string; address: string }[] = []
  const wallet = {
    address,
    requests,
    answer: async (message: Uint8Array) =>
      new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, new Uint8Array(message))),
    async signMessage({ message, address }: { message: Uint8Array; address: string }) {
      requests.push({ message: new TextDecoder().decode(message), address })
      return wallet.answer(message)
    },
    verify: (signature: string, message: string) =>
      crypto.subtle.verify(
        'Ed25519',
        keys.publicKey,
        new Uint8Array(getBase58Encoder().encode(signature)),
        new TextEncoder().encode(message),
      ),
  }
  return wallet
}

async function start({ withSigner = true } = {}) {
  const wallet = await fakeSolanaWallet()
  const connection = fakeSiwxConnection()
  const { kernel } = siwxTestKernel({
    connection,
    plugins: [
      siwxPlugin({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', storage: 'local' }),
    ],
  })
  if (withSigner)
    kernel
      .resolve(siwxSignersToken)
      .add(createSolanaSiwxSigner({ signMessage: wallet.signMessage }))
  return { kernel, connection, wallet, siwx: kernel.resolve(siwxToken) }
}

describe('Sign-In With Solana in the siwx service', () => {
  test('behavior: a Solana account signs a CAIP-122 message through the Solana signer, not personal_sign', async () => {
    const { connection, wallet, siwx } = await start()
    connection.connectSolana(wallet.address)
    // The sign-in service's code loads when a wallet connects: wait for its state, not a tick.
    await vi.waitFor(() => expect(siwx.state.status).toBe('needed'))
    expect(siwx.state).toMatchObject({
      status: 'needed',
      address: wallet.address,
      chainId: mainnet,
    })

    const session = await siwx.signIn()
    expect(connection.signRequests).toEqual([])
    expect(wallet.requests).toHaveLength(1)
    const { message, address } = wallet.requests[0]!
    expect(address).toBe(wallet.address)
    expect(message.split('\n')[0]).toBe(
      '127.0.0.1:5173 wants you to sign in with your Solana account:',
    )
    expect(parseSiwxMessage(message)).toMatchObject({
      success: true,
      data: { accountAddress: wallet.address, chainId: mainnet },
    })
    expect(session).toMatchObject({ message, data: { chainId: mainnet } })
    expect(await wallet.verify(session!.signature, message)).toBe(true)
    expect(siwx.state).toMatchObject({ status: 'signed-in', chainId: mainnet })
  })

  test('behavior: a Solana address is one account only in its exact case', async () => {
    const { connection, wallet, siwx } = await start()
    connection.connectSolana(wallet.address)
    await flush()
    await siwx.signIn()
    const twisted = wallet.address.replace(/[a-z]/, (letter) => letter.toUpperCase())
    connection.connectSolana(twisted)
    await flush()
    expect(siwx.state).toMatchObject({ status: 'needed', address: twisted })
  })

  test('behavior: an answer that is not a 64-byte signature is refused; a declined prompt is "Signature declined"', async () => {
    const { connection, wallet, siwx } = await start()
    connection.connectSolana(wallet.address)
    await flush()
    wallet.answer = async () => new Uint8Array(65)
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'The wallet did not return a valid signature. Try again.',
    })
    wallet.answer = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(siwx.signIn()).rejects.toMatchObject({ shortMessage: 'Signature declined' })
    expect(siwx.state.status).toBe('needed')
  })

  test('behavior: without a Solana signer, signing in says there is no client', async () => {
    const { connection, wallet, siwx } = await start({ withSigner: false })
    connection.connectSolana(wallet.address)
    await flush()
    await expect(siwx.signIn()).rejects.toMatchObject({
      shortMessage: 'No ConnectionController client found',
    })
    expect(wallet.requests).toEqual([])
  })
})
