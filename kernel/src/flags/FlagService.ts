import { BehaviorSubject, type Observable } from 'rxjs'
import { KeyportError } from '../errors/KeyportError'
import type { FeatureFlags, FlagKey } from './coreFlags'
import type { FlagDefinition } from './defineFlag'
import type { FlagIssue } from './FlagSchema'

export class FlagValueInvalidError extends KeyportError {
  override name = 'FlagValueInvalidError' as const
  constructor(key: string, owner: string, problem: string) {
    super(`Feature flag '${key}' has an invalid value: ${problem}.`, {
      details: `The flag is declared by ${owner === 'kernel' ? 'the kernel' : `plugin '${owner}'`}.`,
      pluginId: owner === 'kernel' ? undefined : owner,
    })
  }
}

export class FlagUnknownError extends KeyportError {
  override name = 'FlagUnknownError' as const
  constructor(key: string, known: readonly string[]) {
    super(`Unknown feature flag '${key}'.`, {
      details: `Known flags: ${known.join(', ')}. A plugin's flags exist only when it is installed.`,
    })
  }
}

export class FlagDeclaredTwiceError extends KeyportError {
  override name = 'FlagDeclaredTwiceError' as const
  constructor(key: string, first: string, second: string) {
    super(`Feature flag '${key}' is declared by both '${first}' and '${second}'.`, {
      details: 'Each flag has one owner; rename one of them.',
      pluginId: second,
    })
  }
}

export type OwnedFlag = FlagDefinition & { owner: string }

export interface FlagService {
  readonly flags$: Observable<Readonly<FeatureFlags>>
  readonly all: Readonly<FeatureFlags>
  get<K extends FlagKey>(key: K): FeatureFlags[K]
  /** Changes a flag at run time; the value is validated like a host override. */
  set<K extends FlagKey>(key: K, value: FeatureFlags[K]): void
  /** The plugin (or 'kernel') that declared a flag. */
  ownerOf(key: string): string | undefined
}

// zod's issues carry a code and the expected type or values; other schemas give a message.
type DetailedIssue = FlagIssue & { code?: string; expected?: unknown; values?: unknown[] }

function describe(issue: DetailedIssue | undefined, value: unknown): string {
  const received = JSON.stringify(value) ?? String(value)
  if (!issue) return `received ${received}`
  const path = (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part))
  const where = path.length ? ` at [${path.join('.')}]` : ''
  if (issue.code === 'invalid_type')
    return `expected ${issue.expected}${where}, received ${received}`
  if (issue.code === 'invalid_value' && issue.values)
    return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${where}, received ${received}`
  if (issue.code === 'invalid_union') return `received ${received}, which matches none of its forms`
  return `${issue.message}${where}, received ${received}`
}

/**
 * Builds the flag set from declared defaults and host overrides; a bad override throws a clear
 * error naming the flag and its owner.
 *
 * @example
 * const flags = createFlagService(declarations, { swaps: false })
 * flags.get('swaps') // false
 */
export function createFlagService(
  declarations: ReadonlyMap<string, OwnedFlag>,
  overrides: Readonly<Record<string, unknown>> = {},
): FlagService {
  const validate = (key: string, value: unknown) => {
    const declaration = declarations.get(key)
    if (!declaration) throw new FlagUnknownError(key, [...declarations.keys()])
    const result = declaration.schema['~standard'].validate(value)
    if (result instanceof Promise)
      throw new FlagValueInvalidError(key, declaration.owner, 'its schema checks asynchronously')
    if (result.issues)
      throw new FlagValueInvalidError(key, declaration.owner, describe(result.issues[0], value))
    return result.value
  }
  const values: Record<string, unknown> = {}
  for (const [key, declaration] of declarations) values[key] = declaration.default
  for (const [key, value] of Object.entries(overrides))
    if (value !== undefined) values[key] = validate(key, value)
  const flags$ = new BehaviorSubject(Object.freeze(values) as Readonly<FeatureFlags>)

  return {
    flags$: flags$.asObservable(),
    get all() {
      return flags$.value
    },
    get: (key) => flags$.value[key],
    set(key, value) {
      flags$.next(Object.freeze({ ...flags$.value, [key]: validate(key, value) }))
    },
    ownerOf: (key) => declarations.get(key)?.owner,
  }
}

/** Merges flag declarations from their owners, rejecting a flag declared twice. */
export function collectFlags(
  owners: ReadonlyArray<{ owner: string; flags?: Readonly<Record<string, FlagDefinition>> }>,
): Map<string, OwnedFlag> {
  const declarations = new Map<string, OwnedFlag>()
  for (const { owner, flags = {} } of owners)
    for (const [key, definition] of Object.entries(flags)) {
      const existing = declarations.get(key)
      if (existing) throw new FlagDeclaredTwiceError(key, existing.owner, owner)
      declarations.set(key, { ...definition, owner })
    }
  return declarations
}
