import {
  type Address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  type GetLatestBlockhashApi,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Rpc,
  type SendTransactionApi,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

export type SolanaTransferParameters = {
  from: TransactionSigner
  to: Address
  /** In the asset's smallest unit (lamports, token units). */
  amount: bigint
  /** The SPL token (classic Token program) to move; undefined moves SOL. */
  token?: { mint: Address; decimals: number }
}

/**
 * The instructions that move `amount` from `from` to `to`: a System transfer for SOL; for an SPL
 * token, the recipient's associated token account created when missing (idempotent, `from` pays),
 * then `transferChecked` between the associated accounts.
 *
 * @example
 * await solanaTransferInstructions({ from: signer, to, amount: 5_000_000n, token: { mint, decimals: 6 } })
 */
export async function solanaTransferInstructions({
  from,
  to,
  amount,
  token,
}: SolanaTransferParameters): Promise<Instruction[]> {
  if (!token) return [getTransferSolInstruction({ source: from, destination: to, amount })]
  const tokenProgram = TOKEN_PROGRAM_ADDRESS
  const accountOf = async (owner: Address) =>
    (await findAssociatedTokenPda({ owner, mint: token.mint, tokenProgram }))[0]
  return [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: from,
      owner: to,
      mint: token.mint,
    }),
    getTransferCheckedInstruction({
      source: await accountOf(from.address),
      mint: token.mint,
      destination: await accountOf(to),
      authority: from,
      amount,
      decimals: token.decimals,
    }),
  ]
}

/**
 * Signs `instructions` with `signer` as the fee payer on the latest blockhash and sends them with
 * preflight on (a transaction the chain would refuse is refused before anything lands); resolves
 * with the signature, not waiting for confirmation.
 *
 * @example
 * const signature = await sendSolanaInstructions(rpc, signer, instructions)
 */
export async function sendSolanaInstructions(
  rpc: Rpc<GetLatestBlockhashApi & SendTransactionApi>,
  signer: KeyPairSigner,
  instructions: Instruction[],
): Promise<Signature> {
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  return getSignatureFromTransaction(transaction)
}
