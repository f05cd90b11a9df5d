import type { NameSuggestionsResponse } from '@keyport/names/schemas'
import type { NameStore } from './createNameStore.ts'
import { parseAccountName } from './parseAccountName.ts'

/** How many free variants to offer besides the asked name. */
const suggestionCount = 4

const variantsOf = (label: string) => [
  ...['1', '2', '3', '7', '42', '99', '2025', '777'].map((digits) => `${label}${digits}`),
  ...['web3', 'eth', 'hq', 'app', 'id', 'dev'].map((suffix) => `${label}-${suffix}`),
]

/**
 * The asked name with whether it is taken, then up to four variants (digits, then suffixes)
 * that are free right now, checked in one query.
 *
 * @example
 * await suggestNames({ name: 'alice', store })
 * // { suggestions: [{ name: 'alice.keyport.id', registered: true }, { name: 'alice1.keyport.id', registered: false }, …] }
 */
export async function suggestNames({
  name,
  store,
}: {
  name: string
  store: NameStore
}): Promise<NameSuggestionsResponse> {
  const asked = parseAccountName(name)
  const variants = variantsOf(asked.label).map((label) => parseAccountName(label).name)
  const taken = await store.taken([asked.name, ...variants])
  return {
    suggestions: [
      { name: asked.name, registered: taken.has(asked.name) },
      ...variants
        .filter((variant) => !taken.has(variant))
        .slice(0, suggestionCount)
        .map((variant) => ({ name: variant, registered: false })),
    ],
  }
}
