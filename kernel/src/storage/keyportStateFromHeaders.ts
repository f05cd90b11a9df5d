import type { KeyportInitialState } from './KeyportInitialState'
import {
  type KeyportStateFromCookieOptions,
  keyportStateFromCookie,
} from './keyportStateFromCookie'

/**
 * The part of a `Headers` object it reads (Next.js's `headers()`, a Fetch `Request`'s headers).
 *
 * @example
 * keyportStateFromHeaders(request.headers)
 */
export type HeadersLike = { get(name: string): string | null | undefined }

/**
 * The server-rendered state of a request: the connected account from its `Cookie` header and
 * the locale from its `Accept-Language`, for `<KeyportProvider initialState>`. The server renders
 * the account button in the visitor's language, and the browser's first render matches it
 * whatever its own language. Bad values are ignored; it never throws.
 *
 * @example
 * // app/layout.tsx (a Next.js server component)
 * const initialState = keyportStateFromHeaders(await headers())
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function keyportStateFromHeaders(
  headers: HeadersLike,
  options: Pick<KeyportStateFromCookieOptions, 'name'> = {},
): KeyportInitialState | undefined {
  return keyportStateFromCookie(headers.get('cookie'), {
    ...options,
    acceptLanguage: headers.get('accept-language'),
  })
}
