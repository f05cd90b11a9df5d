import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import { StackError } from './StackError.ts'

export interface WaitForHealthOptions {
  /** @default 60_000 */
  timeoutMs?: number
  /** @default 200 */
  intervalMs?: number
  /** Stops waiting (rejects with the abort reason), e.g. when the process died. */
  signal?: AbortSignal
}

/** Resolves true when the URL answers with a status below 500; never rejects. */
function answers(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, {
      timeout: timeoutMs,
    })
    request.once('response', (response) => {
      response.resume()
      resolve((response.statusCode ?? 500) < 500)
    })
    request.once('timeout', () => request.destroy())
    request.once('error', () => resolve(false))
    request.end()
  })
}

/**
 * Polls `url` with GET until it answers below 500.
 *
 * @example
 * await waitForHealth('sandbox', 'http://127.0.0.1:5173', { timeoutMs: 30_000 })
 */
export async function waitForHealth(
  name: string,
  url: string,
  { timeoutMs = 60_000, intervalMs = 200, signal }: WaitForHealthOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    const left = deadline - Date.now()
    if (await answers(url, Math.max(1, Math.min(left, 2_000)))) return
    signal?.throwIfAborted()
    if (Date.now() + intervalMs > deadline) {
      throw new StackError(
        `${name} did not answer its health check at ${url} within ${timeoutMs / 1000} s. ` +
          'Run `npm start -- --verbose` to see its output, ' +
          'or give it longer with KEYPORT_STACK_HEALTH_TIMEOUT_MS.',
      )
    }
    await sleep(intervalMs, undefined, { signal })
  }
}
