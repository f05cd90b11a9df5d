import type { IncomingMessage } from 'node:http'
import { ApiError } from './ApiError.ts'

/**
 * Reads an HTML form's `application/x-www-form-urlencoded` body of at most `limit` bytes into an
 * object of strings (the last value wins when a name repeats); 413 past the limit.
 */
export async function readFormBody(
  request: IncomingMessage,
  limit: number,
): Promise<Record<string, string>> {
  const tooLarge = () =>
    new ApiError(413, 'body_too_large', `The request body is larger than ${limit} bytes.`)
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw tooLarge()
    chunks.push(chunk as Buffer)
  }
  // A null prototype: a field named __proto__ is just a field.
  const fields: Record<string, string> = Object.create(null)
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    fields[name] = value
  return fields
}
