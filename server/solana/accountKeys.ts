import { type Address, getAddressDecoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import type { WireTransaction } from './decodeWireTransaction.ts'

export interface AccountKey {
  pubkey: Address
  signer: boolean
  writable: boolean
  source: 'transaction' | 'lookupTable'
}

// An address lookup table's addresses start after its 56-byte header.
const lookupTableHeader = 56

/**
 * Every account a transaction names, in the runtime's order: its static keys, then the writable
 * and the read-only addresses loaded from lookup tables (read from the tables' current data).
 *
 * @example
 * accountKeys(svm, decodeWireTransaction(bytes)).map((key) => key.pubkey)
 */
export function accountKeys(svm: LiteSVM, { message }: WireTransaction): AccountKey[] {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } =
    message.header
  const total = message.staticAccounts.length
  const keys: AccountKey[] = message.staticAccounts.map((pubkey, i) => ({
    pubkey,
    signer: i < numSignerAccounts,
    writable:
      i < numSignerAccounts
        ? i < numSignerAccounts - numReadonlySignerAccounts
        : i < total - numReadonlyNonSignerAccounts,
    source: 'transaction',
  }))
  if (message.version !== 0 || !message.addressTableLookups) return keys
  const writable: AccountKey[] = []
  const readonly: AccountKey[] = []
  const decoder = getAddressDecoder()
  for (const lookup of message.addressTableLookups) {
    const table = svm.getAccount(lookup.lookupTableAddress)
    const data = table.exists ? table.data : new Uint8Array()
    const at = (index: number) => {
      const start = lookupTableHeader + index * 32
      return decoder.decode(data.subarray(start, start + 32))
    }
    for (const index of lookup.writableIndexes) {
      writable.push({ pubkey: at(index), signer: false, writable: true, source: 'lookupTable' })
    }
    for (const index of lookup.readonlyIndexes) {
      readonly.push({ pubkey: at(index), signer: false, writable: false, source: 'lookupTable' })
    }
  }
  return [...keys, ...writable, ...readonly]
}
