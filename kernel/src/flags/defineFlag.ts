import type { $ZodType } from 'zod/v4/core'

/** A feature flag: the zod schema its values must match, and its default. */
export type FlagDefinition<T = unknown> = { readonly schema: $ZodType<T>; readonly default: T }

/**
 * Declares a feature flag for a plugin's `flags`. Any zod 4 schema works (classic or mini).
 *
 * @example
 * flags: { swapSlippage: defineFlag(z.number().min(0), 1) }
 */
export function defineFlag<T>(schema: $ZodType<T>, defaultValue: T): FlagDefinition<T> {
  return Object.freeze({ schema, default: defaultValue })
}
