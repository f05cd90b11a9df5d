/** One reason an API call failed; clients show the first one's description (spec section 8). */
export type ApiErrorReason = { description: string; field?: string }

/** The JSON body of every error answer. */
export type ApiErrorBody = { status: number; code: string; reasons: ApiErrorReason[] }

/**
 * An error the API answers with a 4xx (or 503) and a clear message, never a stack trace.
 *
 * @example
 * throw new ApiError(404, 'token_not_found', 'Token 0x12… is not known on chain 1.')
 */
export class ApiError extends Error {
  override name = 'ApiError' as const
  readonly reasons: ApiErrorReason[]

  constructor(
    readonly status: number,
    readonly code: string,
    reasons: string | ApiErrorReason[],
    readonly headers: Record<string, string> = {},
  ) {
    const list = typeof reasons === 'string' ? [{ description: reasons }] : reasons
    super(list[0]?.description ?? code)
    this.reasons = list
  }

  toBody(): ApiErrorBody {
    return { status: this.status, code: this.code, reasons: this.reasons }
  }
}
