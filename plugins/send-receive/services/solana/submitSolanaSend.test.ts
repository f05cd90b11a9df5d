import { getBase58Decoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { sendErrorOf } from '../../testing/fakeSend.ts'
import {
  fakeSolanaWallet,
  localSolana,
  recentBlockhash,
  sol,
  solanaFrom,
  solanaRecipient,
} from '../../testing/fakeSolanaSend.ts'
import type { SolanaSendPreview } from './prepareSolanaSend.ts'
import { submitSolanaSend } from './submitSolanaSend.ts'

const preview: SolanaSendPreview = {
  namespace: 'solana',
  chainId: localSolana.caipNetworkId,
  standardChain: 'solana:mainnet',
  from: solanaFrom,
  token: sol,
  amount: 1_000_000n,
  amountText: '0.001',
  recipient: { address: solanaRecipient },
  fee: 5_000n,
  feeText: '0.000005',
  native: { symbol: 'SOL', decimals: 9 },
  transfer: { from: solanaFrom, to: solanaRecipient, amount: 1_000_000n },
}
const chain = {
  latestBlockhash: async () => ({ blockhash: recentBlockhash, lastValidBlockHeight: 9n }),
}
const caipAddress = `${localSolana.caipNetworkId}:${solanaFrom}`

describe('submitSolanaSend', () => {
  test('behavior: the wallet signs and sends the unsigned transfer for the previewed account and chain; the signature comes back base58', async () => {
    const { wallet, inputs } = fakeSolanaWallet()
    const signature = await submitSolanaSend({ preview, wallet, chain, caipAddress })
    expect(signature).toBe(getBase58Decoder().decode(new Uint8Array(64).fill(7)))
    expect(inputs).toHaveLength(1)
    expect(inputs[0]?.account.address).toBe(solanaFrom)
    expect(inputs[0]?.chain).toBe('solana:mainnet')
    const transaction = getTransactionDecoder().decode(inputs[0]!.transaction)
    // Unsigned: the fee payer's slot waits for the wallet's signature.
    expect(Object.entries(transaction.signatures)).toEqual([[solanaFrom, null]])
  })

  test("behavior: the user's refusal (4001) is 'Signature declined'", async () => {
    const { wallet } = fakeSolanaWallet(async () =>
      Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })),
    )
    const error = await sendErrorOf(submitSolanaSend({ preview, wallet, chain, caipAddress }))
    expect(error.name).toBe('SignatureDeclinedError')
    expect(error.shortMessage).toBe('Signature declined')
  })

  test('behavior: another account or network than the preview is refused before the wallet is asked', async () => {
    const { wallet, inputs } = fakeSolanaWallet()
    const moved = await sendErrorOf(
      submitSolanaSend({ preview, wallet, chain, caipAddress: `${caipAddress}x` }),
    )
    expect(moved.code).toBe('networkChanged')
    const other = fakeSolanaWallet(undefined, [solanaRecipient])
    expect(
      (await sendErrorOf(submitSolanaSend({ preview, wallet: other.wallet, chain, caipAddress })))
        .code,
    ).toBe('networkChanged')
    expect(inputs).toEqual([])
  })

  test('behavior: an answer without a 64-byte signature is a failed send', async () => {
    const { wallet } = fakeSolanaWallet(async () => ({ signature: new Uint8Array(3) }))
    const error = await sendErrorOf(submitSolanaSend({ preview, wallet, chain, caipAddress }))
    expect(error.code).toBe('sendFailed')
  })
})
