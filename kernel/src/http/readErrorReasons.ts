import type { HttpErrorReason } from './HttpStatusError'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

// A few checks by hand rather than a schema: this runs in every host page's first bundle.
function readReason(reason: unknown): HttpErrorReason[] {
  if (!isRecord(reason) || typeof reason.description !== 'string') return []
  const { description, code } = reason
  if (code === undefined) return [{ description }]
  return typeof code === 'string' ? [{ description, code }] : []
}

/**
 * Reads `{ reasons: [{ description }] }` from an error body. Anything else, including reasons
 * without a text description, is dropped rather than trusted.
 *
 * @example
 * readErrorReasons({ reasons: [{ description: 'Invalid chainId' }] }) // [{ description: 'Invalid chainId' }]
 * readErrorReasons('<html>') // []
 */
export function readErrorReasons(body: unknown): HttpErrorReason[] {
  if (!isRecord(body) || !Array.isArray(body.reasons)) return []
  return body.reasons.flatMap(readReason)
}
