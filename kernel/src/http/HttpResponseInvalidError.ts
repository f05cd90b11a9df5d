import { KeyportError } from '../errors/KeyportError'

/**
 * Thrown when an ok answer carries a body that is not JSON, so the caller never works on a
 * half-read value.
 *
 * @example
 * if (error instanceof HttpResponseInvalidError) logger.error(error.message)
 */
export class HttpResponseInvalidError extends KeyportError {
  override name = 'HttpResponseInvalidError' as const

  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('The server sent a response that could not be read', {
      details: `Expected JSON from ${url}`,
      cause,
    })
  }
}
