import { waitForHealth } from '@keyport/stack'

/** The http(s) address to GET for a URL that may be a WebSocket one. */
export const httpOf = (url: string) => url.replace(/^ws(s?):/, 'http$1:')

/**
 * True when `url` answers a GET below 500 within `timeoutMs` (retrying meanwhile, so a service
 * that is just starting counts).
 *
 * @example
 * await probe('http://127.0.0.1:4000/health', 2000) // true while the data API runs
 */
export async function probe(url: string, timeoutMs: number): Promise<boolean> {
  try {
    await waitForHealth(url, httpOf(url), { timeoutMs, intervalMs: 250 })
    return true
  } catch {
    return false
  }
}
