import { SendError } from '../../errors.ts'

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Reads what the user typed as a Solana recipient: a base58 address (names are eip155 only).
 * Needs no Solana code, so the send form checks as the user types; the preview checks again
 * that the address decodes to 32 bytes. Throws a `SendError` that says what to fix.
 *
 * @example
 * parseSolanaRecipient(' oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96 ') // 'oeYf6KAJ…kq96'
 * parseSolanaRecipient('0x7099…') // throws 'Enter a Solana address: 32 to 44 base58 characters…'
 */
export function parseSolanaRecipient(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') throw new SendError('recipientMissing')
  if (!base58Address.test(trimmed)) throw new SendError('recipientInvalidSolana')
  return trimmed
}
