import type * as z from 'zod'
import type { ApiErrorReason } from './ApiError.ts'

/** Turns zod issues into API reasons that name the field: "query.chainId: Expected a chain id". */
export function zodReasons(
  where: 'params' | 'query' | 'body',
  error: z.ZodError,
): ApiErrorReason[] {
  return error.issues.slice(0, 5).map((issue) => {
    const field = [where, ...issue.path.map(String)].join('.')
    return { field, description: `${field}: ${issue.message}` }
  })
}
