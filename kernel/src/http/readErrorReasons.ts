import * as z from 'zod/mini'
import type { HttpErrorReason } from './HttpStatusError'

const reasonSchema = z.object({ description: z.string(), code: z.optional(z.string()) })
const bodySchema = z.object({ reasons: z.array(z.unknown()) })

/**
 * Reads `{ reasons: [{ description }] }` from an error body. Anything else, including reasons
 * without a text description, is dropped rather than trusted.
 *
 * @example
 * readErrorReasons({ reasons: [{ description: 'Invalid chainId' }] }) // [{ description: 'Invalid chainId' }]
 * readErrorReasons('<html>') // []
 */
export function readErrorReasons(body: unknown): HttpErrorReason[] {
  const parsed = z.safeParse(bodySchema, body)
  if (!parsed.success) return []
  return parsed.data.reasons.flatMap((reason) => {
    const result = z.safeParse(reasonSchema, reason)
    if (!result.success) return []
    const { description, code } = result.data
    return code === undefined ? [{ description }] : [{ description, code }]
  })
}
