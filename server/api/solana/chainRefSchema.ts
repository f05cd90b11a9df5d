import { chainIdParamSchema } from '@keyport/connect/schemas'
import * as z from 'zod'

/** A chain id as the API reads it: an EVM chain by number, or another namespace's CAIP-2 id. */
export type ChainRef =
  | { namespace: 'eip155'; chainId: number }
  | { namespace: string; caip2: string }

/**
 * `chainIdParamSchema` (1, `eip155:1`, `solana:5eykt…`) keeping what it drops: a non-EVM id
 * parses to its namespace and full CAIP-2 id instead of `null`, so Solana networks can be served.
 *
 * @example
 * chainRefSchema.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 * // { namespace: 'solana', caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
 */
export const chainRefSchema = z.string().transform((value, context): ChainRef => {
  const parsed = chainIdParamSchema.safeParse(value)
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  }
  if (parsed.data !== null) return { namespace: 'eip155', chainId: parsed.data }
  return { namespace: value.slice(0, value.indexOf(':')), caip2: value }
})
