import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { SolanaLedger } from './SolanaLedger.ts'
import { invalidParams } from './SolanaRpcError.ts'
import { solanaMaxAirdropLamports } from './seedPlan.ts'
import { sendTransaction } from './sendTransaction.ts'

const memoProgram = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address
let airdrops = 0

/**
 * `requestAirdrop`: a real, signed System transfer from the seeded faucet, sent like any other
 * transaction (so getTransaction and the history show it). A memo with a counter keeps two equal
 * airdrops in one slot from being the same transaction.
 *
 * @example
 * const signature = await requestAirdrop(ledger, address, 1_000_000_000n)
 */
export async function requestAirdrop(
  ledger: SolanaLedger,
  recipient: Address,
  lamports: bigint,
): Promise<string> {
  if (lamports > solanaMaxAirdropLamports) {
    throw invalidParams(
      `Invalid params: an airdrop gives at most ${solanaMaxAirdropLamports} lamports (1,000 SOL)`,
    )
  }
  const { faucet } = ledger.seed
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash('processed')
  airdrops += 1
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(faucet, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({ source: faucet, destination: recipient, amount: lamports }),
          { programAddress: memoProgram, data: new TextEncoder().encode(`airdrop ${airdrops}`) },
        ],
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return sendTransaction(ledger, new Uint8Array(getTransactionEncoder().encode(signed)))
}
