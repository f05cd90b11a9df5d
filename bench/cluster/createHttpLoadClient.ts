import { Agent, request } from 'node:http'

export type CreateHttpLoadClientParameters = {
  /**
   * Local addresses to send from, one keep-alive pool each; each pool looks like another client
   * to a per-IP rate limit. @default [undefined] (the system's choice)
   */
  sourceAddresses?: readonly (string | undefined)[]
  /** Open sockets per pool. @default 64 */
  connectionsPerSource?: number
  /** A request that has not answered by then counts as a network error. @default 10_000 */
  timeoutMs?: number
}

export type LoadRequest = {
  url: string
  method?: 'GET' | 'POST'
  body?: string
  /** Which pool (source address) sends it; taken modulo the number of pools. @default 0 */
  source?: number
}

/**
 * An HTTP client for load generation: keep-alive pools on node:http (no fetch machinery on the
 * hot path), the body read and dropped, and only the status kept: 0 for a network error or a
 * timeout.
 *
 * @example
 * const client = createHttpLoadClient({ sourceAddresses: loopbackSources(64) })
 * const status = await client.send({ url: 'http://127.0.0.1:4000/health', source: 3 })
 * client.close()
 */
export function createHttpLoadClient({
  sourceAddresses = [undefined],
  connectionsPerSource = 64,
  timeoutMs = 10_000,
}: CreateHttpLoadClientParameters = {}) {
  const pools = sourceAddresses.map(
    (localAddress) =>
      new Agent({ keepAlive: true, maxSockets: connectionsPerSource, localAddress }),
  )
  const send = ({ url, method = 'GET', body, source = 0 }: LoadRequest) =>
    new Promise<number>((resolve) => {
      const headers: Record<string, string> = body
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
        : {}
      const outgoing = request(
        url,
        { method, headers, agent: pools[source % pools.length], timeout: timeoutMs },
        (response) => {
          response.resume()
          response.once('end', () => resolve(response.statusCode ?? 0))
          response.once('error', () => resolve(0))
        },
      )
      outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')))
      outgoing.once('error', () => resolve(0))
      outgoing.end(body)
    })
  return {
    send,
    close: () => {
      for (const pool of pools) pool.destroy()
    },
  }
}

/**
 * `count` addresses in 127.77.0.0/16 when `host` is this machine's loopback (Linux answers on all
 * of 127.0.0.0/8), so one generator looks like `count` clients to per-IP limits; else the
 * system's own address.
 *
 * @example
 * loopbackSources(2, '127.0.0.1') // ['127.77.0.1', '127.77.0.2']
 * loopbackSources(2, 'api.example.com') // [undefined]
 */
export function loopbackSources(count: number, host: string): (string | undefined)[] {
  if (!['127.0.0.1', 'localhost'].includes(host) || process.platform !== 'linux') return [undefined]
  return Array.from(
    { length: count },
    (_, i) => `127.77.${Math.floor((i + 1) / 256)}.${(i + 1) % 256}`,
  )
}
