import { accountNameSchema, nameZone } from '@keyport/names/schemas'
import { getAddress, isAddress } from 'viem/utils'
import { SendError } from '../errors.ts'

export type Recipient =
  | { type: 'address'; address: `0x${string}` }
  /** A name of the name service, lower-case, ending in `.keyport.id`. */
  | { type: 'name'; name: string }

/**
 * Reads what the user typed as the recipient: an address (checksummed when the case is mixed,
 * EIP-55) or a `.keyport.id` name to resolve later. Throws a `SendError` that says what to fix.
 *
 * @example
 * parseRecipient('0x70997970c51812dc3a010c7d01b50e0d17dc79c8') // { type: 'address', address: '0x7099…79C8' }
 * parseRecipient('Alice.keyport.id') // { type: 'name', name: 'alice.keyport.id' }
 * parseRecipient('0x70997970C51812DC3a010c7d01b50e0d17dc79c8') // throws: checksum error
 */
export function parseRecipient(text: string): Recipient {
  const trimmed = text.trim()
  if (trimmed === '') throw new SendError('recipientMissing')
  if (/^0x/i.test(trimmed)) {
    const hex = trimmed.slice(2)
    if (!/^[0-9a-fA-F]{40}$/.test(hex)) throw new SendError('recipientInvalid')
    // All lower or all upper case carries no checksum; mixed case must match EIP-55.
    const checksummed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
    if (checksummed && !isAddress(`0x${hex}`, { strict: true }))
      throw new SendError('recipientChecksum')
    if (/^0+$/.test(hex)) throw new SendError('recipientZero')
    return { type: 'address', address: getAddress(`0x${hex.toLowerCase()}`) }
  }
  const name = trimmed.toLowerCase()
  const suffix = `.${nameZone}`
  if (!name.endsWith(suffix) || !accountNameSchema.safeParse(name.slice(0, -suffix.length)).success)
    throw new SendError('recipientInvalid')
  return { type: 'name', name }
}
