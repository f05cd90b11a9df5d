// The keyport.id name service: registry, lookups, suggestions, and the identity they feed.
export { createNameStore } from './createNameStore.ts'
export { lookupIdentity } from './lookupIdentity.ts'
export { parseAccountName } from './parseAccountName.ts'
export { registerName } from './registerName.ts'
export { suggestNames } from './suggestNames.ts'
export { toNameProfile } from './toNameProfile.ts'
