import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { clientIp, parseTrustedProxies } from '../api/http/clientIp.ts'
import { ipLimitKey } from '../api/http/ipLimitKey.ts'
import {
  addRelayMetrics,
  createServiceOps,
  type LogFormat,
  type LogSink,
  nonCanonicalPath,
} from '../ops/index.ts'
import { clientIdFromAuth, RelayAuthError } from './clientIdFromAuth.ts'
import { createMemoryBroker } from './createMemoryBroker.ts'
import { createRelayAudience } from './createRelayAudience.ts'
import {
  createRelayConnection,
  type RelayConnection,
  relayCloseCodes,
} from './createRelayConnection.ts'
import type { RelayBroker } from './RelayBroker.ts'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.ts'
import type { StoredMessage } from './StoredMessage.ts'

export type CreateRelayParameters = {
  /** @default defaultRelayLimits */
  limits?: Partial<RelayLimits>
  /** @default an in-memory broker (one process); `createRedisBroker` for several */
  broker?: RelayBroker
  /**
   * Refuse connections without a validly signed, unexpired WalletConnect auth JWT (the official
   * clients sign one with their ed25519 did:key). Off only for raw-frame experiments.
   * @default true
   */
  verifyJwt?: boolean
  /**
   * The relay URL(s) client JWTs must name in `aud`: its public URL, as clients configure
   * `relayUrl` (e.g. `wss://relay.example.com`). See `createRelayAudience` for how URLs match.
   * A function gets the URL the relay listens on (`listen`'s answer) and names the list.
   * @default the URL it listens on (a wildcard host accepts any host on its port)
   */
  audience?: readonly string[] | ((listening: string) => readonly string[])
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client, for the
   * connections-per-IP cap. @default [] (the socket's peer is the client)
   */
  trustedProxies?: string | readonly string[]
  /** @default Date.now */
  now?: () => number
  /** Unexpected errors (a broker failure); a bad frame is the client's problem, not logged. @default console.error */
  onError?: (error: unknown) => void
  /** @default 'json' when KEYPORT_LOG_FORMAT=json, else 'text' (no line per connection) */
  logFormat?: LogFormat
  /** Where JSON log lines go. @default standard output */
  logSink?: LogSink
}

export type Relay = {
  /** Starts listening; resolves with the ws:// URL. Port 0 picks a free port. */
  listen(port: number, host?: string): Promise<string>
  /** Live sockets and subscribed topics. */
  stats(): { connections: number; topics: number }
  /** Closes every socket (1001), the server and the broker. */
  close(): Promise<void>
}

/**
 * A WalletConnect v2 relay: JSON-RPC over WebSocket as the official `@walletconnect/sign-client`
 * and `@reown/walletkit` speak it. `GET /health` answers 200 with the live counts, `GET /ready`
 * whether the broker's Redis answers, `GET /metrics` Prometheus text.
 *
 * @example
 * const relay = createRelay()
 * const url = await relay.listen(4001, '127.0.0.1') // 'ws://127.0.0.1:4001'
 * // SignClient.init({ projectId: 'keyport-dev', relayUrl: url, telemetryEnabled: false })
 */
export function createRelay({
  limits: limitOverrides,
  broker: givenBroker,
  verifyJwt = true,
  audience: audienceUrls,
  trustedProxies = [],
  now = Date.now,
  onError = (error) => console.error('relay:', error),
  logFormat,
  logSink,
}: CreateRelayParameters = {}): Relay {
  const limits = { ...defaultRelayLimits, ...limitOverrides }
  const broker = givenBroker ?? createMemoryBroker({ limits, now })
  const ops = createServiceOps({
    service: 'relay',
    readiness: broker.ping ? [{ name: 'redis', probe: () => broker.ping!() }] : [],
    logFormat,
    logSink,
  })
  const { messages } = addRelayMetrics(ops.metrics.registry, {
    connections: () => wss.clients.size,
    storedMessages: broker.storedMessages && (() => broker.storedMessages!()),
  })
  // Messages this process stored whose publisher's answer is not out yet: a copy for a connection
  // here waits for that answer (a broker may hand copies on from `store`, so that a relay dying
  // after its answer has already passed the message on).
  const answering = new Map<string, StoredMessage[]>()
  const deliver = (message: StoredMessage) => {
    for (const connection of listeners.get(message.topic) ?? []) connection.deliver(message)
  }
  // What the methods publish through, counted once it is stored.
  const countedBroker: RelayBroker = {
    store: async (message) => {
      // A repeat of a message still being answered leaves the first one's hold alone.
      const mine = !answering.has(message.id)
      if (mine) answering.set(message.id, [])
      const stored = await broker.store(message).catch((error: unknown) => {
        if (mine) answering.delete(message.id)
        throw error
      })
      // Stored or a repeat, the publisher's answer comes next and then `fanOut` releases the hold.
      if (stored) messages.inc({ event: 'published' })
      return stored
    },
    // Called once the publisher's answer is sent.
    fanOut: async (message) => {
      const held = answering.get(message.id) ?? []
      answering.delete(message.id)
      for (const copy of held) deliver(copy)
      await broker.fanOut(message)
    },
    pending: (topic, clientId) => broker.pending(topic, clientId),
    ack: (topic, id, clientId) => broker.ack(topic, id, clientId),
    onMessage: (listener) => broker.onMessage(listener),
    close: () => broker.close(),
  }
  const context = { broker: countedBroker, limits, now }
  const listeners = new Map<string, Set<RelayConnection>>()
  const alive = new WeakMap<WebSocket, boolean>()
  // Live and upgrading connections per IP address: counted from the upgrade on, so a burst of
  // handshakes waiting on JWT checks cannot slip past the cap.
  const perIp = new Map<string, number>()
  const trusted = parseTrustedProxies(trustedProxies)
  const audienceFor = (listening: string) =>
    createRelayAudience(
      typeof audienceUrls === 'function' ? audienceUrls(listening) : (audienceUrls ?? [listening]),
    )
  // Set by `listen`, before any socket can arrive.
  let audience = createRelayAudience([])
  const release = (ip: string) => {
    const left = (perIp.get(ip) ?? 1) - 1
    if (left > 0) perIp.set(ip, left)
    else perIp.delete(ip)
  }
  const topics = {
    add(topic: string, connection: RelayConnection) {
      const set = listeners.get(topic) ?? new Set()
      set.add(connection)
      listeners.set(topic, set)
    },
    remove(topic: string, connection: RelayConnection) {
      const set = listeners.get(topic)
      set?.delete(connection)
      if (set?.size === 0) listeners.delete(topic)
    },
  }
  broker.onMessage((message) => {
    const held = answering.get(message.id)
    if (held) held.push(message)
    else deliver(message)
  })

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const exchange = ops.begin(request, response)
    if (ops.answer(request, response, exchange)) return
    const json = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (request.method === 'GET' && path === '/health') {
      exchange.route = '/health'
      return json(200, { status: 'ok', ...stats() })
    }
    json(request.headers.upgrade ? 400 : 426, {
      status: 426,
      reasons: [{ description: 'This is a WalletConnect relay: connect with a WebSocket.' }],
    })
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })

  server.on('upgrade', (request, socket, head) => {
    // Decided on the path as sent, as the HTTP side and the balancer decide it (docs/security.md).
    const crooked = nonCanonicalPath(request.url ?? '/')
    if (crooked) {
      socket.end(
        `HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\nThis path is not in canonical form: ${crooked}.\n`,
      )
      return
    }
    const url = new URL(request.url ?? '/', 'http://relay')
    // An IPv6 client is counted by its /64: it holds the whole range and could rotate through it.
    const ip = ipLimitKey(clientIp(request, trusted))
    if ((perIp.get(ip) ?? 0) >= limits.maxConnectionsPerIp) {
      const error = new RelayRpcError(
        relayErrorCodes.limit,
        `Too many connections from your IP address: at most ${limits.maxConnectionsPerIp} (maxConnectionsPerIp). Close other connections and retry.`,
      )
      wss.handleUpgrade(request, socket, head, (ws) => {
        ws.send(
          JSON.stringify({
            id: null,
            jsonrpc: '2.0',
            error: { code: error.code, message: error.message },
          }),
        )
        ws.close(relayCloseCodes.tooManyConnections, 'Too many connections from this IP address')
      })
      return
    }
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1)
    // The TCP socket closes once whatever happens (refused, upgraded and closed, or dropped).
    socket.once('close', () => release(ip))
    clientIdFromAuth({
      auth: url.searchParams.get('auth'),
      verify: verifyJwt,
      audience,
      now,
    }).then(
      (clientId) =>
        wss.handleUpgrade(request, socket, head, (ws) => {
          alive.set(ws, true)
          ws.on('pong', () => alive.set(ws, true))
          ws.on('error', () => ws.terminate())
          const connection = createRelayConnection({
            socket: ws,
            clientId,
            ip,
            topics,
            context,
            onError,
            onDelivered: () => messages.inc({ event: 'delivered' }),
          })
          const connectionId = randomUUID()
          ops.logger.event('connection opened', { connectionId, connections: wss.clients.size })
          ws.on('close', (code) => {
            connection.dispose()
            ops.logger.event('connection closed', {
              connectionId,
              code,
              connections: wss.clients.size,
            })
          })
        }),
      (error: unknown) => {
        const reason = error instanceof RelayAuthError ? error.message : 'Authentication failed.'
        socket.end(
          `HTTP/1.1 401 Unauthorized\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n${reason}\n`,
        )
      },
    )
  })

  // WalletConnect's Node clients drop a socket that saw no ping for 35 s; dead peers are dropped here.
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, limits.pingIntervalMs)
  pinger.unref()

  const stats = () => ({ connections: wss.clients.size, topics: listeners.size })

  return {
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          const urlHost = host.includes(':') ? `[${host}]` : host
          const url = `ws://${urlHost}:${(server.address() as AddressInfo).port}`
          audience = audienceFor(url)
          resolve(url)
        })
      }),
    stats,
    async close() {
      clearInterval(pinger)
      for (const ws of wss.clients) ws.close(1001, 'Relay shutting down')
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate()
        }, 1000)
        wss.close(() => {
          clearTimeout(force)
          resolve()
        })
      })
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await broker.close()
    },
  }
}
