import type { IncomingMessage } from 'node:http'
import { ApiError } from './ApiError.ts'

/** Reads a JSON body of at most `limit` bytes; 413 past it, 400 when it is not JSON. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
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
