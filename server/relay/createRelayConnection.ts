import type { WebSocket } from 'ws'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import {
  type MethodCaller,
  type MethodContext,
  type MethodOutcome,
  relayMethods,
  subscriptionId,
} from './relayMethods.ts'
import type { StoredMessage } from './StoredMessage.ts'
import { frameSchema, methodSchemas, type RelayMethod } from './schemas.ts'

/**
 * Close codes: RFC 6455 1003 unsupported data, 1007 invalid payload, 1008 policy violation, and
 * IANA's 1013 try again later (too many connections from one IP address).
 */
export const relayCloseCodes = {
  binary: 1003,
  garbage: 1007,
  flood: 1008,
  tooManyConnections: 1013,
} as const

/** Which sockets listen to a topic, across the relay instance. */
interface TopicIndex {
  add(topic: string, connection: RelayConnection): void
  remove(topic: string, connection: RelayConnection): void
}

export interface RelayConnection {
  readonly clientId: string
  /** Sends a message published on a topic this socket subscribed to (never the publisher's own). */
  deliver(message: StoredMessage): void
  /** Forgets every subscription (the socket closed). */
  dispose(): void
}

export type CreateRelayConnectionParameters = {
  socket: WebSocket
  clientId: string
  /** The client's address as the per-IP storage quota counts it (`ipLimitKey`). @default none */
  ip?: string
  topics: TopicIndex
  context: MethodContext
  onError?: (error: unknown) => void
  /** Told of each message pushed to this socket (the delivered counter). @default none */
  onDelivered?: () => void
}

// Unanswered deliveries kept per socket for their acks; a client that never acks cannot grow it.
const MAX_PENDING_ACKS = 1_000

/**
 * Serves one WebSocket: parses JSON-RPC frames, answers the relay methods, pushes
 * `irn_subscription` messages and records their acks. Garbage and binary frames and floods get
 * a clear error and close this socket only.
 *
 * Requests and acks from one socket take effect one at a time, in the order they arrived: an
 * ack is stored before the next request reads the mailbox, and the messages a subscribe pushes
 * go out before the answer to the socket's next request. So a client (or a test) knows that
 * once a later request is answered, nothing more is coming for the earlier ones.
 *
 * @example
 * wss.on('connection', (socket) => createRelayConnection({ socket, clientId, topics, context }))
 */
export function createRelayConnection({
  socket,
  clientId,
  ip,
  topics,
  context,
  onError,
  onDelivered,
}: CreateRelayConnectionParameters): RelayConnection {
  const { limits, broker, now } = context
  const subscriptions = new Map<string, string>()
  const pendingAcks = new Map<number, { topic: string; id: string }>()
  const sent = new Set<string>()
  let nextId = now() * 1000
  let tokens = limits.frameBurst
  // The rate limit runs on a monotonic clock: a wall clock that jumps must not starve a client.
  let refilledAt = performance.now()
  let closed = false
  // Messages the request being handled stored: fanned out once its answer is sent.
  const stored: StoredMessage[] = []
  // Frames that passed the synchronous checks, handled strictly one after another.
  let queue: Promise<unknown> = Promise.resolve()
  const inOrder = (task: () => Promise<unknown>) => {
    queue = queue.then(task).catch((error: unknown) => onError?.(error))
  }

  const send = (frame: object) => {
    if (!closed && socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
  }
  const fail = (id: unknown, code: number, message: string) =>
    send({ id: id ?? null, jsonrpc: '2.0', error: { code, message } })
  const close = (code: number, reason: string) => {
    if (closed) return
    socket.close(code, reason)
    closed = true
  }

  const connection: RelayConnection = {
    clientId,
    deliver(message) {
      const subscription = subscriptions.get(message.topic)
      if (!subscription || message.publisher === clientId || sent.has(message.id)) return
      const id = ++nextId
      sent.add(message.id)
      pendingAcks.set(id, { topic: message.topic, id: message.id })
      if (pendingAcks.size > MAX_PENDING_ACKS) {
        const [oldest] = pendingAcks
        if (oldest) {
          pendingAcks.delete(oldest[0])
          sent.delete(oldest[1].id)
        }
      }
      const { topic, message: body, publishedAt, tag, attestation } = message
      send({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscription, data: { topic, message: body, publishedAt, tag, attestation } },
      })
      onDelivered?.()
    },
    dispose() {
      closed = true
      for (const topic of subscriptions.keys()) topics.remove(topic, connection)
      subscriptions.clear()
      pendingAcks.clear()
      sent.clear()
    },
  }

  const caller: MethodCaller = {
    clientId,
    ip,
    fanOutAfterAnswer(message) {
      stored.push(message)
    },
    subscribe(topic: string) {
      const known = subscriptions.get(topic)
      if (known) return known
      if (subscriptions.size >= limits.maxTopicsPerClient)
        throw new RelayRpcError(
          relayErrorCodes.limit,
          `Too many subscriptions: a client may follow at most ${limits.maxTopicsPerClient} topics. Unsubscribe from old ones first.`,
        )
      const id = subscriptionId(topic, clientId)
      subscriptions.set(topic, id)
      topics.add(topic, connection)
      return id
    },
    unsubscribe(topic: string) {
      if (!subscriptions.delete(topic)) return
      topics.remove(topic, connection)
    },
  }

  const flood = () => {
    const at = performance.now()
    tokens = Math.min(
      limits.frameBurst,
      tokens + ((at - refilledAt) / 1000) * limits.framesPerSecond,
    )
    refilledAt = at
    if (tokens >= 1) {
      tokens--
      return false
    }
    return true
  }

  const drain = async (subscribed: readonly string[]) => {
    for (const topic of subscribed)
      for (const message of await broker.pending(topic, clientId)) connection.deliver(message)
  }

  const handle = async (method: string, id: string | number, params: unknown) => {
    if (!(method in methodSchemas))
      return fail(id, relayErrorCodes.methodNotFound, `Unknown method '${method}'.`)
    const name = method as RelayMethod
    const parsed = methodSchemas[name].safeParse(params)
    if (!parsed.success) {
      const reasons = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `params.${issue.path.join('.')}: ${issue.message}`)
      return fail(
        id,
        relayErrorCodes.invalidParams,
        `Invalid params for ${method}: ${reasons.join('; ')}`,
      )
    }
    try {
      const handler = relayMethods[name] as (
        params: unknown,
        caller: MethodCaller,
        context: MethodContext,
      ) => Promise<MethodOutcome>
      const outcome = await handler(parsed.data, caller, context)
      send({ id, jsonrpc: '2.0', result: outcome.result })
      if (outcome.subscribed) await drain(outcome.subscribed)
    } catch (error) {
      if (error instanceof RelayRpcError) return fail(id, error.code, error.message)
      onError?.(error)
      fail(id, relayErrorCodes.internal, 'The relay could not handle this request; try again.')
    } finally {
      // After the answer, also after an error: a batch refused halfway stored its first messages.
      // Not awaited: the socket's next frame need not wait for Redis, and a Redis connection
      // sends its commands in order, so one socket's messages still go out in the order sent.
      for (const message of stored.splice(0))
        broker.fanOut(message).catch((error: unknown) => onError?.(error))
    }
  }

  socket.on('message', (data, isBinary) => {
    if (closed) return
    if (isBinary) return close(relayCloseCodes.binary, 'Binary frames are not supported')
    let frame: unknown
    try {
      frame = JSON.parse(data.toString())
    } catch {
      fail(
        null,
        relayErrorCodes.parse,
        'Parse error: the frame is not JSON. Send JSON-RPC 2.0 text frames.',
      )
      return close(relayCloseCodes.garbage, 'Frame is not JSON')
    }
    if (flood()) {
      // The request's own id, when it has one: some clients cannot handle an error without one.
      const id = (frame as { id?: unknown } | null)?.id
      fail(
        typeof id === 'string' || typeof id === 'number' ? id : null,
        relayErrorCodes.limit,
        `Too many frames: more than ${limits.framesPerSecond} per second.`,
      )
      return close(relayCloseCodes.flood, 'Too many frames; slow down and reconnect')
    }
    const parsed = frameSchema.safeParse(frame)
    if (!parsed.success) {
      fail(
        null,
        relayErrorCodes.invalidRequest,
        'Invalid request: the frame is not a JSON-RPC 2.0 request or response.',
      )
      return close(relayCloseCodes.garbage, 'Frame is not JSON-RPC 2.0')
    }
    const value = parsed.data
    if ('method' in value) return inOrder(() => handle(value.method, value.id, value.params))
    // A response: the ack of a message we pushed.
    const acked = typeof value.id === 'number' ? pendingAcks.get(value.id) : undefined
    if (!acked) return
    pendingAcks.delete(value.id as number)
    sent.delete(acked.id)
    inOrder(() => broker.ack(acked.topic, acked.id, clientId))
  })
  return connection
}
