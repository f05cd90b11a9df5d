import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { describe, expect, test } from 'vitest'
import {
  flush,
  setupSolanaConnector,
  solanaAddress,
  solanaCaip,
} from '../testing/setupSolanaConnector.ts'
import { fromBase58, toBase58, toBase64 } from './solanaCodecs.ts'

type Features = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const signature = Uint8Array.from({ length: 64 }, (_, i) => i + 1)
const mainnetCaip = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// A legacy transfer-shaped wire transaction: one signer (the account), the System Program, no data.
function wireTransaction() {
  const message = [
    1,
    0,
    1,
    2,
    ...fromBase58(solanaAddress),
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

async function connected(accounts = [solanaCaip]) {
  const wc = setupSolanaConnector()
  const connecting = wc.connector.solana!.connect()
  await flush()
  wc.fake.approve(accounts)
  await connecting
  const wallet = wc.connector.solana!.wallet
  return { ...wc, features: wallet.features as Features, account: wallet.accounts[0]! }
}

describe('walletConnectSolanaFeatures', () => {
  test('behavior: solana:signMessage sends the base58 message and pubkey and returns the signature bytes', async () => {
    const { fake, features, account } = await connected()
    fake.answerWith(async () => ({ signature: toBase58(signature) }))
    const message = new TextEncoder().encode('hello solana')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    expect(fake.requests.at(-1)).toMatchObject({
      chainId: mainnetCaip,
      request: {
        method: 'solana_signMessage',
        params: { message: toBase58(message), pubkey: solanaAddress },
      },
    })
    expect(output).toEqual({ signedMessage: message, signature, signatureType: 'ed25519' })
  })

  test('behavior: solana:signTransaction sends base64 and takes the signed transaction, or puts a lone signature in the signer’s slot', async () => {
    const { fake, features, account } = await connected()
    const wire = wireTransaction()
    const signed = wireTransaction()
    signed.set(signature, 1)
    fake.answerWith(async () => ({ signature: toBase58(signature), transaction: toBase64(signed) }))
    const sign = features['solana:signTransaction'].signTransaction
    expect(await sign({ account, transaction: wire, chain: 'solana:mainnet' })).toEqual([
      { signedTransaction: signed },
    ])
    expect(fake.requests.at(-1)).toMatchObject({
      chainId: mainnetCaip,
      request: { method: 'solana_signTransaction', params: { transaction: toBase64(wire) } },
    })

    fake.answerWith(async () => ({ signature: toBase58(signature) }))
    expect(await sign({ account, transaction: wire })).toEqual([{ signedTransaction: signed }])
  })

  test('behavior: several transactions go as one solana_signAllTransactions, answers in order', async () => {
    const { fake, features, account } = await connected()
    const [a, b] = [wireTransaction(), wireTransaction().fill(9, 100, 101)]
    fake.answerWith(async (request) => ({
      transactions: (request.params as { transactions: string[] }).transactions.reverse(),
    }))
    const outputs = await features['solana:signTransaction'].signTransaction(
      { account, transaction: a },
      { account, transaction: b },
    )
    expect(fake.requests.at(-1)?.request.method).toBe('solana_signAllTransactions')
    expect(outputs.map((o) => o.signedTransaction)).toEqual([b, a])
  })

  test('behavior: solana:signAndSendTransaction sends the send options and returns the base58 signature as bytes', async () => {
    const { fake, features, account } = await connected()
    fake.answerWith(async () => ({ signature: toBase58(signature) }))
    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: wireTransaction(),
      chain: 'solana:mainnet',
      options: { preflightCommitment: 'confirmed', skipPreflight: false, maxRetries: 2 },
    })
    expect(output?.signature).toEqual(signature)
    expect(fake.requests.at(-1)?.request).toEqual({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: toBase64(wireTransaction()),
        sendOptions: {
          preflightCommitment: 'confirmed',
          skipPreflight: false,
          maxRetries: 2,
          minContextSlot: undefined,
        },
      },
    })
  })

  test('behavior: a declined request keeps its 4001; an answer of the wrong shape is refused clearly', async () => {
    const { fake, features, account } = await connected()
    const message = new Uint8Array([1])
    const signMessage = features['solana:signMessage'].signMessage
    fake.answerWith(() => Promise.reject({ code: 4001, message: 'User rejected.' }))
    await expect(signMessage({ account, message })).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'Request declined in Phone Wallet.',
    })
    const unreadable = {
      name: 'WalletAnswerInvalidError',
      shortMessage:
        'Phone Wallet sent an answer we could not read. Try again or use another wallet.',
    }
    for (const answer of [
      { signature: '0xabc' },
      { signature: toBase58(new Uint8Array(10)) },
      null,
    ]) {
      fake.answerWith(async () => answer)
      await expect(signMessage({ account, message })).rejects.toMatchObject(unreadable)
    }
    fake.answerWith(async () => ({ transactions: ['AQ=='] }))
    await expect(
      features['solana:signTransaction'].signTransaction(
        { account, transaction: wireTransaction() },
        { account, transaction: wireTransaction() },
      ),
    ).rejects.toMatchObject(unreadable)
  })

  test('behavior: a chain the wallet did not approve is refused before anything is sent', async () => {
    const { fake, features, account } = await connected()
    const before = fake.requests.length
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: wireTransaction(),
        chain: 'solana:devnet',
      }),
    ).rejects.toMatchObject({ code: 4901 })
    expect(fake.requests.length).toBe(before)
  })
})
