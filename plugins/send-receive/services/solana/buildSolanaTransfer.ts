import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaBlockhash } from './createSolanaSendChain.ts'

/** What a Solana send moves: SOL, or an SPL token by its mint between associated token accounts. */
export type SolanaTransfer = { from: string; to: string; amount: bigint } & (
  | { mint?: undefined }
  | {
      mint: string
      decimals: number
      /** The recipient has no account for the mint yet: create it first (the sender pays). */
      createRecipientAccount: boolean
    }
)

/** An unsigned transaction in wire format, and its message (base64) for `getFeeForMessage`. */
export type BuiltSolanaTransfer = { transaction: Uint8Array; message: string }

/**
 * The associated token account of `owner` for `mint` (SPL Token program).
 *
 * @example
 * await tokenAccountOf('oeYf…', 'EPjF…') // '7xKX…'
 */
export async function tokenAccountOf(owner: string, mint: string): Promise<string> {
  const [account] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return account
}

/**
 * Builds the transfer as an unsigned v0 transaction paid by the sender: a System transfer for
 * SOL; for an SPL token `transferChecked` between the associated token accounts, after an
 * idempotent creation of the recipient's when it is missing. The wallet signs it.
 *
 * @example
 * const { transaction } = await buildSolanaTransfer({ from, to, amount: 1_000_000n }, lifetime)
 */
export async function buildSolanaTransfer(
  transfer: SolanaTransfer,
  lifetime: SolanaBlockhash,
): Promise<BuiltSolanaTransfer> {
  const payer = createNoopSigner(address(transfer.from))
  const instructions: Instruction[] = []
  if (transfer.mint === undefined)
    instructions.push(
      getTransferSolInstruction({
        source: payer,
        destination: address(transfer.to),
        amount: transfer.amount,
      }),
    )
  else {
    const mint = address(transfer.mint)
    const source = address(await tokenAccountOf(transfer.from, transfer.mint))
    const destination = address(await tokenAccountOf(transfer.to, transfer.mint))
    if (transfer.createRecipientAccount)
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: destination,
          owner: address(transfer.to),
          mint,
        }),
      )
    instructions.push(
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: transfer.amount,
        decimals: transfer.decimals,
      }),
    )
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash(lifetime.blockhash),
          lastValidBlockHeight: lifetime.lastValidBlockHeight,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const compiled = compileTransaction(message)
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
    message: getBase64Decoder().decode(compiled.messageBytes),
  }
}
