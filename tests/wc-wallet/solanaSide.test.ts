import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { createWcSolanaSide } from './solanaSide.ts'

const account0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const fromBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

// A legacy wire transaction signed by account 0 alone (System Program, no data), unsigned yet.
function unsignedTransaction() {
  const message = [
    1,
    0,
    1,
    2,
    ...fromBase58(account0),
    ...new Uint8Array(32),
    ...new Uint8Array(32).fill(7),
    1,
    1,
    1,
    0,
    0,
  ]
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}

async function verified(signature: string, data: Uint8Array) {
  const key = await getPublicKeyFromAddress(address(account0))
  return verifySignature(key, signatureBytes(fromBase58(signature)), data)
}

const side = () =>
  createWcSolanaSide({ chains: [{ id: mainnet, rpcUrl: 'http://127.0.0.1:1/unused' }] })

describe('createWcSolanaSide', () => {
  test('behavior: approves the solana namespace with the anvil mnemonic’s account 0', async () => {
    const solana = await side()
    expect(solana.address).toBe(account0)
    expect(solana.namespace).toMatchObject({
      chains: [mainnet],
      accounts: [`${mainnet}:${account0}`],
      methods: expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ]),
    })
  })

  test('behavior: solana_signMessage signs the base58 message with Ed25519 and answers { signature } in base58', async () => {
    const solana = await side()
    const message = new TextEncoder().encode('hello from the dapp')
    const answer = (await solana.answer(
      { method: 'solana_signMessage', params: { message: toBase58(message), pubkey: account0 } },
      mainnet,
    )) as { signature: string }
    expect(await verified(answer.signature, message)).toBe(true)
  })

  test('behavior: solana_signTransaction and solana_signAllTransactions answer base64 signed transactions', async () => {
    const solana = await side()
    const wire = unsignedTransaction()
    const one = (await solana.answer(
      { method: 'solana_signTransaction', params: { transaction: toBase64(wire) } },
      mainnet,
    )) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(fromBase64(one.transaction))
    expect(toBase58(signed.signatures[address(account0)]!)).toBe(one.signature)
    expect(await verified(one.signature, new Uint8Array(signed.messageBytes))).toBe(true)

    const all = (await solana.answer(
      {
        method: 'solana_signAllTransactions',
        params: { transactions: [toBase64(wire), toBase64(wire)] },
      },
      mainnet,
    )) as { transactions: string[] }
    expect(all.transactions).toEqual([one.transaction, one.transaction])
  })

  test('behavior: another pubkey, unreadable params and unknown methods are refused with their codes', async () => {
    const solana = await side()
    const other = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
    await expect(
      solana.answer(
        { method: 'solana_signMessage', params: { message: '2', pubkey: other } },
        mainnet,
      ),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      solana.answer(
        { method: 'solana_signMessage', params: { message: '0OIl', pubkey: account0 } },
        mainnet,
      ),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      solana.answer({ method: 'solana_signTransaction', params: { transaction: 42 } }, mainnet),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      solana.answer({ method: 'solana_signIn', params: {} }, mainnet),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })
})
