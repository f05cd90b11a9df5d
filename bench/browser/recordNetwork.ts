import type { CDPSession } from 'playwright-core'
import { isLoopback, isNetworkUrl } from './isLoopback'

/** One request the page made, as Chromium's DevTools protocol reports it. */
export type RecordedRequest = {
  id: string
  url: string
  /** DevTools' resource type: Document, Script, Stylesheet, Fetch, Image… */
  type: string
  /** Bytes over the wire, headers included; 0 until it finished. */
  encodedBytes: number
  done: boolean
  failed: boolean
}

export type NetworkRecorder = {
  readonly requests: readonly RecordedRequest[]
  /** WebSocket URLs the page opened. */
  readonly websockets: readonly string[]
  /** Requests and WebSockets to hosts off this machine. */
  outside(): string[]
  /** Resolves once nothing was in flight for `quietMs`, or after `maxMs` anyway. */
  quiet(options?: { quietMs?: number; maxMs?: number }): Promise<void>
  /** The decoded body of a finished request. */
  body(id: string): Promise<Buffer>
}

/**
 * Records the page's requests over a DevTools session: what was asked, from which host, and the
 * bytes transferred. Only network URLs count (`data:` and `blob:` do not).
 *
 * @example
 * const network = await recordNetwork(cdp)
 * await page.goto(url)
 * await network.quiet()
 * console.log(network.requests.length, network.outside())
 */
export async function recordNetwork(cdp: CDPSession): Promise<NetworkRecorder> {
  const requests = new Map<string, RecordedRequest>()
  const websockets: string[] = []
  let lastChange = Date.now()
  const touch = () => {
    lastChange = Date.now()
  }
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    touch()
    if (!isNetworkUrl(request.url)) return
    // A redirect reuses the id: the hop before it is done, and stays counted as its own request.
    const hop = requests.get(requestId)
    if (hop) {
      requests.delete(requestId)
      requests.set(`${requestId}#${requests.size}`, { ...hop, done: true })
    }
    requests.set(requestId, {
      id: requestId,
      url: request.url,
      type: type ?? 'Other',
      encodedBytes: 0,
      done: false,
      failed: false,
    })
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    touch()
    const entry = requests.get(requestId)
    if (entry) Object.assign(entry, { done: true, encodedBytes: encodedDataLength })
  })
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    touch()
    const entry = requests.get(requestId)
    if (entry) Object.assign(entry, { done: true, failed: true })
  })
  cdp.on('Network.webSocketCreated', ({ url }) => {
    touch()
    websockets.push(url)
  })
  await cdp.send('Network.enable')

  const inFlight = () => [...requests.values()].some((entry) => !entry.done)
  return {
    get requests() {
      return [...requests.values()]
    },
    websockets,
    outside: () =>
      [...[...requests.values()].map((entry) => entry.url), ...websockets].filter(
        (url) => !isLoopback(url),
      ),
    async quiet({ quietMs = 500, maxMs = 5000 } = {}) {
      const until = Date.now() + maxMs
      while (Date.now() < until) {
        if (!inFlight() && Date.now() - lastChange >= quietMs) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async body(id) {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id })
      return Buffer.from(body, base64Encoded ? 'base64' : 'utf8')
    },
  }
}
