import type { KeyportConnectionSnapshot } from './KeyportInitialState'

/** The cookie `cookieStorage()` keeps and `keyportStateFromCookie` reads, unless renamed. */
export const DEFAULT_COOKIE_NAME = 'keyport.connection'

/**
 * Browsers keep 4096 bytes per cookie; Keyport's value is about 150. A longer value is not one
 * Keyport wrote: it is neither written nor parsed.
 */
export const MAX_COOKIE_VALUE_LENGTH = 512

/** The cookie's version: a reader drops a value of another shape rather than guess. */
export const COOKIE_VERSION = 1

/**
 * The cookie's value: versioned JSON, URI-encoded so that it holds no `;`, `,` or space.
 *
 * @example
 * encodeConnectionCookie({ namespace: 'eip155', address: '0x…', caipNetworkId: 'eip155:1' })
 */
export function encodeConnectionCookie(connection: KeyportConnectionSnapshot): string {
  const { namespace, address, caipNetworkId, connectorId } = connection
  const value = { v: COOKIE_VERSION, namespace, address, caipNetworkId, connectorId }
  return encodeURIComponent(JSON.stringify(value))
}
