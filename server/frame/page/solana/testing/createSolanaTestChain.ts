import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { handleRpcRequest } from '../../../../solana/handleRpcRequest.ts'
import { SolanaLedger } from '../../../../solana/SolanaLedger.ts'
import type { ChainRpc } from '../../approval/ApprovalCard.ts'
import { solanaKeyFromSeed } from '../../solanaKey.ts'

/**
 * The local Solana chain in process (litesvm, seeded as `npm start` seeds it) for the frame's
 * Solana tests: its JSON-RPC as a `ChainRpc`, dev account 0's key as the wallet's Solana key,
 * and unsigned transactions built with `@solana/kit` as an app would send them (base64).
 *
 * @example
 * const chain = await createSolanaTestChain()
 * const tx = chain.transaction([chain.transferSol(chain.dev[1].address, 1_000_000n)])
 */
export async function createSolanaTestChain() {
  const ledger = await SolanaLedger.create({ closeSlotPerTransaction: true })
  const calls: { method: string; params: unknown[] }[] = []
  const rpc: ChainRpc = async (method, params) => {
    calls.push({ method, params })
    const answer = (await handleRpcRequest(ledger, { jsonrpc: '2.0', id: 1, method, params })) as {
      result?: unknown
      error?: { message: string }
    }
    if (answer.error) throw new Error(answer.error.message)
    return answer.result
  }
  const dev = ledger.seed.accounts
  const owner = dev[0]!.address as Address
  const key = await solanaKeyFromSeed(new Uint8Array(dev[0]!.privateKey))
  const usdc = ledger.seed.usdc
  return {
    ledger,
    rpc,
    calls,
    key,
    owner,
    dev,
    usdc,
    transferSol: (to: string, lamports: bigint, from: Address = owner) =>
      getTransferSolInstruction({
        source: createNoopSigner(from),
        destination: to as Address,
        amount: lamports,
      }),
    /** transferChecked of USDC from dev account 0's token account to `toTokenAccount`. */
    transferUsdc: (toTokenAccount: string, amount: bigint) =>
      getTransferCheckedInstruction({
        source: dev[0]!.usdcTokenAccount,
        mint: usdc.mint as Address,
        destination: toTokenAccount as Address,
        authority: createNoopSigner(owner),
        amount,
        decimals: usdc.decimals,
      }),
    /** An unsigned v0 transaction paid by `feePayer` (the wallet by default), as base64. */
    transaction(instructions: Instruction[], feePayer: Address = owner) {
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash('processed')
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(feePayer, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: blockhash as Blockhash,
              lastValidBlockHeight: BigInt(lastValidBlockHeight),
            },
            m,
          ),
        (m) => appendTransactionMessageInstructions(instructions, m),
      )
      const bytes = getTransactionEncoder().encode(compileTransaction(message))
      return getBase64Decoder().decode(bytes)
    },
    async balance(address: string) {
      return BigInt(((await rpc('getBalance', [address])) as { value: number }).value)
    },
  }
}
