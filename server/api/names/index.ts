// The keyport.id name service: registry, lookups, suggestions, and the identity they feed.
export { createNameStore, type NameRecord, type NameStore } from './createNameStore.ts'
export { lookupIdentity } from './lookupIdentity.ts'
export { type ParsedAccountName, parseAccountName } from './parseAccountName.ts'
export {
  type RegisterNameParameters,
  registerName,
  registrationClockSkewSeconds,
  registrationMaxAgeSeconds,
} from './registerName.ts'
export { suggestionCount, suggestNames } from './suggestNames.ts'
export { toNameProfile } from './toNameProfile.ts'
