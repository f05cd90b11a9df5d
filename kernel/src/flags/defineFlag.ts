import type { FlagSchema } from './FlagSchema'

/** A feature flag: the schema its values must match, and its default. */
export type FlagDefinition<T = unknown> = { readonly schema: FlagSchema<T>; readonly default: T }

/**
 * Declares a feature flag for a plugin's `flags`. Any Standard Schema with a synchronous
 * validation works: a zod 4 schema (classic or mini), valibot, arktype.
 *
 * @example
 * flags: { swapSlippage: defineFlag(z.number().min(0), 1) }
 */
export function defineFlag<T>(schema: FlagSchema<T>, defaultValue: T): FlagDefinition<T> {
  return Object.freeze({ schema, default: defaultValue })
}
