import {
  type Address,
  type CompiledTransactionMessage,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from './SolanaRpcError.ts'

type SupportedMessage = Exclude<CompiledTransactionMessage, { version: 1 }> & {
  lifetimeToken: string
}

export interface WireTransaction {
  transaction: Transaction
  message: SupportedMessage
  /** base58, in the order of the message's signer accounts; a missing one is 64 zero bytes. */
  signatures: string[]
  /** The first signature: the transaction's id. */
  signature: string
  version: 'legacy' | 0
}

/**
 * Decodes a transaction's wire bytes (legacy or v0) with kit's codecs; bytes that are no
 * transaction answer -32602 as the Agave RPC does.
 *
 * @example
 * const { signature, message } = decodeWireTransaction(bytes)
 */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  let transaction: Transaction
  let message: CompiledTransactionMessage
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`failed to deserialize transaction: ${reason}`)
  }
  if (message.version === 1) {
    throw invalidParams('failed to deserialize transaction: version 1 is not supported')
  }
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
  const base58 = getBase58Decoder()
  const signatures = signers.map((signer: Address) =>
    base58.decode(transaction.signatures[signer] ?? new Uint8Array(64)),
  )
  if (signatures.length === 0) throw invalidParams('invalid transaction: no signatures')
  return {
    transaction,
    message: message as SupportedMessage,
    signatures,
    signature: signatures[0]!,
    version: message.version,
  }
}
