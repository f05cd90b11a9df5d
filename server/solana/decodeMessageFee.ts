import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import type { WireTransaction } from './decodeWireTransaction.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { invalidParams } from './SolanaRpcError.ts'
import { transactionFee } from './transactionFee.ts'

/**
 * `getFeeForMessage`'s value: the fee of a compiled message, or null when its blockhash has
 * expired (as a node answers).
 *
 * @example
 * decodeMessageFee(ledger, messageBytes) // 5000n
 */
export function decodeMessageFee(ledger: SolanaLedger, bytes: Uint8Array): bigint | null {
  let message: WireTransaction['message']
  try {
    const decoded = getCompiledTransactionMessageDecoder().decode(bytes)
    if (decoded.version === 1) throw new Error('version 1 is not supported')
    message = decoded as WireTransaction['message']
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`Invalid params: failed to deserialize the message: ${reason}`)
  }
  if (!ledger.isBlockhashValid(message.lifetimeToken)) return null
  return transactionFee(message)
}
