import {
  type Address,
  type CompiledTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

/** One instruction with its accounts resolved; an account from a lookup table is `undefined`. */
export type SolanaInstruction = {
  programAddress: Address | undefined
  accounts: (Address | undefined)[]
  data: Uint8Array
}

/** What the card and the signer read from a wire transaction. */
export type DecodedSolanaTransaction = {
  transaction: Transaction
  /** The accounts that must sign, fee payer first. */
  signers: Address[]
  /** The static accounts the transaction may write. */
  writable: Address[]
  instructions: SolanaInstruction[]
  /** True when some accounts come from address lookup tables (not shown by address). */
  usesLookupTables: boolean
}

// Only legacy and v0 messages: a version the frame cannot read is refused, never signed blind.
type ReadableMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }>

/** The message's static accounts that may be written, from its header. */
function writableAccounts({ header, staticAccounts }: ReadableMessage) {
  const signers = header.numSignerAccounts
  return staticAccounts.filter((_, index) =>
    index < signers
      ? index < signers - header.numReadonlySignerAccounts
      : index < staticAccounts.length - header.numReadonlyNonSignerAccounts,
  )
}

/**
 * Decodes a base64 wire transaction (legacy or v0) with `@solana/kit`'s codecs. Throws a
 * user-facing error for anything else: the frame does not sign what it cannot show.
 *
 * @example
 * const { signers, instructions } = decodeSolanaTransaction(base64)
 */
export function decodeSolanaTransaction(base64: string): DecodedSolanaTransaction {
  let transaction: Transaction
  let message: CompiledTransactionMessage
  try {
    transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch {
    throw new Error('This is not a Solana transaction this wallet can read.')
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new Error(`Solana transactions of version ${message.version} are not supported yet.`)
  const { staticAccounts, header } = message
  const instructions = message.instructions.map((instruction) => ({
    programAddress: staticAccounts[instruction.programAddressIndex],
    accounts: (instruction.accountIndices ?? []).map((index) => staticAccounts[index]),
    data: new Uint8Array(instruction.data ?? []),
  }))
  return {
    transaction,
    signers: staticAccounts.slice(0, header.numSignerAccounts),
    writable: writableAccounts(message),
    instructions,
    usesLookupTables: message.version === 0 && (message.addressTableLookups?.length ?? 0) > 0,
  }
}

/**
 * True when the bytes are a whole Solana transaction message: a message signature over them
 * would sign that transaction, so `solana_signMessage` refuses them.
 *
 * @example
 * isTransactionMessage(transaction.messageBytes) // true
 */
export function isTransactionMessage(bytes: Uint8Array) {
  try {
    const [, offset] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    return offset === bytes.length
  } catch {
    return false
  }
}
