import type { FlagIssue, FlagSchema, FlagSchemaResult } from './FlagSchema'

const listed = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ')

function schema<T>(check: (value: unknown) => FlagIssue | undefined): FlagSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'keyport',
      validate(value): FlagSchemaResult<T> {
        const issue = check(value)
        return issue ? { issues: [issue] } : { value: value as T }
      },
    },
  }
}

function checkList(values: readonly string[], value: unknown): FlagIssue | undefined {
  if (!Array.isArray(value)) return { message: 'expected array' }
  const index = value.findIndex((entry) => !values.includes(entry))
  if (index >= 0) return { message: `expected one of ${listed(values)}`, path: [index] }
  return undefined
}

/**
 * The kernel's own flag schemas (Standard Schema v1): the core flags are booleans and ordered
 * lists, and checking those needs a few lines, not a schema library in the host's first bundle.
 */
export const flagSchemas = {
  boolean: () =>
    schema<boolean>((value) =>
      typeof value === 'boolean' ? undefined : { message: 'expected boolean' },
    ),
  /** A list whose entries all come from `values`. */
  list: <T extends string>(values: readonly T[]) =>
    schema<T[]>((value) => checkList(values, value)),
  /** A list whose entries all come from `values`, or `false` for none at all. */
  listOrFalse: <T extends string>(values: readonly T[]) =>
    schema<T[] | false>((value) => {
      if (value === false) return undefined
      if (Array.isArray(value)) return checkList(values, value)
      return { message: `expected a list of ${listed(values)}, or false` }
    }),
}
