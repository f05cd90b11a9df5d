import {
  DEFAULT_COOKIE_NAME,
  encodeConnectionCookie,
  MAX_COOKIE_VALUE_LENGTH,
} from './connectionCookie'
import type { KeyportConnectionSnapshot, KeyportInitialState } from './KeyportInitialState'

/**
 * Where Keyport keeps the connection snapshot a server render starts from: the
 * `createKeyport({ ssrStorage })` option. `cookieStorage()` is the one Keyport ships.
 *
 * @example
 * const ssrStorage: KeyportSsrStorage = cookieStorage({ name: 'app_wallet' })
 */
export type KeyportSsrStorage = {
  /** The cookie's name, which `keyportStateFromCookie(header, { name })` must be given too. */
  readonly name: string
  /**
   * Saves the connected account, or forgets it (`undefined` or no `connection`: disconnected).
   * Does nothing outside a browser (server rendering) and never throws.
   */
  write(state: KeyportInitialState | undefined): void
}

/**
 * The part of `document` the cookie storage uses.
 *
 * @example
 * cookieStorage({ document: () => ({ cookie: '', location: { protocol: 'https:' } }) })
 */
export type CookieDocument = { cookie: string; location?: { protocol: string } }

/**
 * The cookie's attributes.
 *
 * @example
 * cookieStorage({ domain: 'example.com', maxAge: 7 * 24 * 60 * 60 })
 */
export type CookieStorageParameters = {
  /** The cookie's name. @default 'keyport.connection' */
  name?: string
  /** How long the browser keeps it, in seconds. @default 2592000 (30 days) */
  maxAge?: number
  /** The cookie's Domain attribute, e.g. 'example.com' to share it with subdomains. @default undefined (this host only) */
  domain?: string
  /** The cookie's Path attribute. @default '/' */
  path?: string
  /** The cookie's SameSite attribute. @default 'Lax' */
  sameSite?: 'Lax' | 'Strict'
  /** Returns the document whose cookies it writes (tests). @default () => globalThis.document */
  document?: () => CookieDocument | undefined
}

const THIRTY_DAYS = 60 * 60 * 24 * 30

/**
 * Keeps the connected account (address, network, namespace, connector id: nothing secret) in a
 * first-party cookie, so that the server can render the account button before the page loads
 * (`keyportStateFromCookie`). The connect plugin writes it on connect, on an account or network
 * change and on disconnect, and clears it when a reload finds the wallet gone. The cookie is
 * `Path=/; SameSite=Lax`, `Secure` on https, and readable by the page's scripts (it holds only
 * what the page shows).
 *
 * @example
 * import { cookieStorage } from '@keyport/kernel'
 * const keyport = createKeyport({ ssrStorage: cookieStorage(), plugins: [connectPlugin({ networks })] })
 */
export function cookieStorage({
  name = DEFAULT_COOKIE_NAME,
  maxAge = THIRTY_DAYS,
  domain,
  path = '/',
  sameSite = 'Lax',
  document = () => globalThis.document,
}: CookieStorageParameters = {}): KeyportSsrStorage {
  const set = (value: string, seconds: number) => {
    const page = document()
    if (!page) return
    const attributes = [`Path=${path}`, `Max-Age=${seconds}`, `SameSite=${sameSite}`]
    if (domain) attributes.push(`Domain=${domain}`)
    if (page.location?.protocol === 'https:') attributes.push('Secure')
    page.cookie = [`${name}=${value}`, ...attributes].join('; ')
  }
  return {
    name,
    write(state) {
      try {
        const value = state?.connection ? fitting(state.connection) : undefined
        if (value === undefined) set('', 0)
        else set(value, maxAge)
      } catch {
        // A document that refuses cookies (a sandboxed frame) leaves the server render
        // disconnected, which is what it would show without the cookie.
      }
    },
  }
}

// A connector id is the only part that can be long (a Wallet Standard wallet's name): without
// it the account still renders.
function fitting(connection: KeyportConnectionSnapshot): string | undefined {
  const full = encodeConnectionCookie(connection)
  if (full.length <= MAX_COOKIE_VALUE_LENGTH) return full
  const { connectorId: _dropped, ...rest } = connection
  const short = encodeConnectionCookie(rest)
  return short.length <= MAX_COOKIE_VALUE_LENGTH ? short : undefined
}
