import type { IncomingMessage } from 'node:http'
import { ApiError } from './ApiError.ts'

// application/json, with parameters (charset) or none; nothing else is read as JSON.
const jsonType = /^application\/json\s*(;|$)/i

/**
 * Whether a request carries a body: a declared length above 0, or a chunked one. A bodiless POST
 * needs no content type.
 */
const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined

/**
 * Reads a JSON body of at most `limit` bytes: 415 unless it is sent as `application/json` (a
 * `text/plain` POST, which another site's page may send without asking, is never read), 413 past
 * the limit, 400 when it is not JSON.
 */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = request.headers['content-type']
  if ((type !== undefined || hasBody(request)) && !jsonType.test(type ?? ''))
    throw new ApiError(
      415,
      'unsupported_media_type',
      `Send the body as JSON with Content-Type: application/json (this request said ${type === undefined ? 'nothing' : `'${type.slice(0, 80)}'`}).`,
    )
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > limit) throw tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw tooLarge(limit)
    chunks.push(chunk as Buffer)
  }
  if (size === 0) return undefined
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
}

const tooLarge = (limit: number) =>
  new ApiError(413, 'body_too_large', `The request body is larger than ${limit} bytes.`)
