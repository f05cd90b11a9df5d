import {
  appendTransactionMessageInstruction,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { maxProcessingAge } from './BlockhashQueue.ts'
import { SolanaLedger } from './SolanaLedger.ts'
import { sendTransaction } from './sendTransaction.ts'

// A ledger with no slot clock and no automine: the tests close every slot themselves.
let ledger: SolanaLedger
let payer: KeyPairSigner
beforeAll(async () => {
  ledger = await SolanaLedger.create({ finalizedDepth: 3 })
  payer = await createKeyPairSignerFromPrivateKeyBytes(ledger.seed.accounts[0]!.privateKey)
})

async function transfer(amount: bigint, blockhash = ledger.latestBlockhash('processed')) {
  const recipient = await generateKeyPairSigner()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight),
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: recipient.address, amount }),
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return new Uint8Array(getTransactionEncoder().encode(signed))
}

describe('SolanaLedger', () => {
  test('behavior: a landed transaction is processed, confirmed once its slot closes, finalized after the depth', async () => {
    const signature = sendTransaction(ledger, await transfer(1_000_000_000n))
    expect(ledger.status(signature)?.confirmationStatus).toBe('processed')
    ledger.advanceSlot()
    expect(ledger.status(signature)).toMatchObject({
      confirmationStatus: 'confirmed',
      confirmations: 1,
    })
    for (let i = 0; i < 3; i++) ledger.advanceSlot()
    expect(ledger.status(signature)).toMatchObject({
      confirmationStatus: 'finalized',
      confirmations: null,
    })
  })

  test('behavior: every slot brings a new blockhash; an old one stays usable for 150 blocks, then is refused', async () => {
    const old = ledger.latestBlockhash('processed')
    ledger.advanceSlot()
    expect(ledger.latestBlockhash('processed').blockhash).not.toBe(old.blockhash)
    expect(ledger.latestBlockhash('confirmed')).toEqual(old)
    expect(sendTransaction(ledger, await transfer(1_000_000_000n, old))).toBeTypeOf('string')
    const stale = await transfer(2_000_000_000n, old)
    for (let slot = 1; slot <= maxProcessingAge; slot++) ledger.advanceSlot()
    expect(ledger.isBlockhashValid(old.blockhash)).toBe(false)
    expect(() => sendTransaction(ledger, stale)).toThrow(
      expect.objectContaining({
        code: -32002,
        message: 'Transaction simulation failed: Blockhash not found',
        data: expect.objectContaining({ err: 'BlockhashNotFound' }),
      }),
    )
    // Without preflight a node takes it and it never lands.
    const signature = sendTransaction(ledger, stale, { skipPreflight: true })
    expect(ledger.status(signature)).toBeNull()
  })

  test('behavior: sending the same transaction twice is refused as already processed', async () => {
    const bytes = await transfer(1_000_000_000n)
    sendTransaction(ledger, bytes)
    expect(() => sendTransaction(ledger, bytes)).toThrow(
      'Transaction simulation failed: This transaction has already been processed',
    )
  })

  test('behavior: with skipPreflight a failing transaction lands failed, charged the fee', async () => {
    const before = ledger.svm.getBalance(payer.address)!
    const bytes = await transfer(10n ** 18n)
    expect(() => sendTransaction(ledger, bytes)).toThrow(
      /Transaction simulation failed: Error processing Instruction 0/,
    )
    const signature = sendTransaction(ledger, bytes, { skipPreflight: true })
    const record = ledger.transactions.get(signature)
    expect(record?.meta.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(ledger.svm.getBalance(payer.address)).toBe(before - 5000n)
  })

  test('behavior: a tampered signature answers -32003 and lands nothing', async () => {
    const bytes = await transfer(1_000_000_000n)
    bytes[10] = bytes[10]! ^ 0xff
    const landed = ledger.transactions.size
    for (const skipPreflight of [false, true]) {
      expect(() => sendTransaction(ledger, bytes, { skipPreflight })).toThrow(
        expect.objectContaining({ code: -32003 }),
      )
    }
    expect(ledger.transactions.size).toBe(landed)
  })

  test('behavior: a listener that throws does not stop a transaction from landing', async () => {
    const off = ledger.on('transaction', () => {
      throw new Error('a broken subscriber')
    })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const signature = sendTransaction(ledger, await transfer(1_000_000_000n))
    off()
    expect(ledger.status(signature)?.err).toBeNull()
    expect(quiet).toHaveBeenCalled()
  })
})
