import * as z from 'zod/mini'
import { COOKIE_VERSION, DEFAULT_COOKIE_NAME, MAX_COOKIE_VALUE_LENGTH } from './connectionCookie'
import type { KeyportConnectionSnapshot, KeyportInitialState } from './KeyportInitialState'
import { localeFromAcceptLanguage } from './localeFromAcceptLanguage'

const connectorId = z.optional(z.string().check(z.regex(/^[^\p{Cc}]{1,100}$/u)))
const cookieSchema = z.discriminatedUnion('namespace', [
  z.object({
    v: z.literal(COOKIE_VERSION),
    namespace: z.literal('eip155'),
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    caipNetworkId: z.string().check(z.regex(/^eip155:[1-9][0-9]{0,15}$/)),
    connectorId,
  }),
  z.object({
    v: z.literal(COOKIE_VERSION),
    namespace: z.literal('solana'),
    address: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
    caipNetworkId: z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)),
    connectorId,
  }),
])

/**
 * What `keyportStateFromCookie` reads besides the Cookie header.
 *
 * @example
 * keyportStateFromCookie(cookie, { name: 'app_wallet', acceptLanguage: 'de-DE,de;q=0.9' })
 */
export type KeyportStateFromCookieOptions = {
  /** The cookie's name, when `cookieStorage({ name })` was given one. @default 'keyport.connection' */
  name?: string
  /**
   * The request's `Accept-Language` header: the state then carries the shipped locale closest to
   * it, which the server renders the host buttons in and the browser hydrates in.
   * @default undefined (no locale: English, unless the app set `locale`)
   */
  acceptLanguage?: string | null
}

/**
 * Reads the connected account from a request's `Cookie` header, on the server, for
 * `<KeyportProvider initialState>`: the server then renders the account button, and the
 * browser's first render matches it. A missing, malformed, oversized or tampered cookie gives
 * `undefined` (render disconnected); it never throws. The value is a display hint, not a proof of
 * anything: never authorise with it (sign-in is SIWX's job).
 *
 * @example
 * // app/layout.tsx (a Next.js server component); keyportStateFromHeaders adds the locale
 * const initialState = keyportStateFromCookie((await headers()).get('cookie'))
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function keyportStateFromCookie(
  cookieHeader: string | null | undefined,
  { name = DEFAULT_COOKIE_NAME, acceptLanguage }: KeyportStateFromCookieOptions = {},
): KeyportInitialState | undefined {
  const connection =
    typeof cookieHeader === 'string' ? readConnection(cookieHeader, name) : undefined
  const locale = localeFromAcceptLanguage(acceptLanguage)
  if (!connection && !locale) return undefined
  return { ...(connection && { connection }), ...(locale && { locale }) }
}

function readConnection(header: string, name: string): KeyportConnectionSnapshot | undefined {
  const raw = cookieValue(header, name)
  if (raw === undefined || raw.length === 0 || raw.length > MAX_COOKIE_VALUE_LENGTH)
    return undefined
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(decodeURIComponent(raw)))
    if (!parsed.success) return undefined
    const { namespace, address, caipNetworkId, connectorId } = parsed.data
    return connectorId
      ? { namespace, address, caipNetworkId, connectorId }
      : { namespace, address, caipNetworkId }
  } catch {
    return undefined
  }
}

// The first cookie of that name: a browser sends the one with the longest Path first.
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}
