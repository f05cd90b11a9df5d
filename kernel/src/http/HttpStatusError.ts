import { KeyportError } from '../errors/KeyportError'

/** One entry of the API's error body `{ reasons: [{ description }] }`. */
export type HttpErrorReason = { description: string; code?: string }

export type HttpStatusErrorParameters = {
  status: number
  /** The reasons the API gave, in order; empty when the body had none. */
  reasons?: readonly HttpErrorReason[]
  /** The URL that answered, for developers. */
  url?: string
}

/**
 * Thrown when the server answers with a non-ok status. `details` is the API's first reason, which
 * `apiErrorMessage` prefers over a generic text.
 *
 * @example
 * try {
 *   await http.get({ path: '/v1/convert/tokens' })
 * } catch (error) {
 *   if (error instanceof HttpStatusError && error.status === 404) showEmpty()
 * }
 */
export class HttpStatusError extends KeyportError {
  override name = 'HttpStatusError' as const
  readonly status: number
  readonly reasons: readonly HttpErrorReason[]
  readonly url: string | undefined

  constructor({ status, reasons = [], url }: HttpStatusErrorParameters) {
    super(`HTTP status code: ${status}`, { details: reasons[0]?.description })
    this.status = status
    this.reasons = reasons
    this.url = url
  }
}
