import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
} from '@solana/codecs-strings'
import { getTransactionDecoder, getTransactionEncoder } from '@solana/transactions'

/** Bytes as base58 text (messages, signatures, public keys on the WalletConnect wire). */
export const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
/** Base58 text as bytes; throws on a character outside the alphabet. */
export const fromBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
/** Bytes as base64 text (wire transactions on the WalletConnect wire). */
export const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
/** Base64 text as bytes; throws on text that is not base64. */
export const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

/**
 * A wire transaction with `signature` put in `address`'s slot, for a wallet that answers
 * `solana_signTransaction` with the signature alone. Undefined when `address` is not one of the
 * transaction's signers.
 *
 * @example
 * addSignature(wire, 'oeYf…', signatureBytes) // the wire transaction, signed
 */
export function addSignature(
  wire: Uint8Array,
  address: string,
  signature: Uint8Array,
): Uint8Array | undefined {
  const transaction = getTransactionDecoder().decode(wire)
  if (!(address in transaction.signatures)) return undefined
  const signatures = { ...transaction.signatures, [address]: signature }
  return new Uint8Array(
    getTransactionEncoder().encode({
      ...transaction,
      signatures: signatures as typeof transaction.signatures,
    }),
  )
}
