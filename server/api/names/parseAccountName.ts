import { accountNameSchema, nameZone } from '@keyport/names/schemas'
import { ApiError } from '../http/ApiError.ts'

export type ParsedAccountName = {
  /** 'alice' */
  label: string
  /** 'alice.keyport.id', the form stored and answered. */
  name: string
}

const suffix = `.${nameZone}`

/**
 * Reads 'alice' or 'Alice.keyport.id' as the one registry key 'alice.keyport.id'. Names compare
 * without case, like ENS, so 'Alice' cannot be registered beside 'alice'. A label that breaks the
 * spec's rule is a 400 quoting it.
 *
 * @example
 * parseAccountName('Alice.keyport.id') // { label: 'alice', name: 'alice.keyport.id' }
 */
export function parseAccountName(input: string): ParsedAccountName {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  const checked = accountNameSchema.safeParse(label)
  if (!checked.success)
    throw new ApiError(400, 'invalid_name', [
      {
        field: 'name',
        description: `'${input.slice(0, 80)}' is not a valid name. ${checked.error.issues[0]?.message}. Names live under .${nameZone}.`,
      },
    ])
  return { label, name: `${label}${suffix}` }
}
