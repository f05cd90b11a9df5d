import type { NameProfile } from '@keyport/names/schemas'
import type { NameRecord } from './createNameStore.ts'

/**
 * The profile answer for a stored name: one address, keyed by its coin type.
 *
 * @example
 * toNameProfile(record) // { name: 'alice.keyport.id', addresses: { '60': { address: '0x…' } }, … }
 */
export function toNameProfile(record: NameRecord): NameProfile {
  return {
    name: record.name,
    registered: record.createdAt,
    updated: record.updatedAt,
    addresses: { [String(record.coinType)]: { address: record.address } },
    attributes: record.attributes,
  }
}
