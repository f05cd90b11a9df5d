import { generateKeyPair } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { relayJwt } from '../../support/createRawRelayClient.ts'

/** A message pushed to this client, and on which of its connections (1 for the first) it came. */
export type Received = { topic: string; message: string; connection: number }

type Request = { id: number; method: string; params: unknown; answered: () => void }

/**
 * A relay client that behaves as WalletConnect's relayer does when its socket drops: it connects
 * again with the same identity (its JWT's key, so the relay's mailbox knows what it acked),
 * subscribes to its topics again, and sends again every request the relay had not answered
 * (publishes are idempotent: the relay keys a message by its hash). Pushed messages are
 * acknowledged and recorded with the connection they came on.
 *
 * @example
 * const wallet = await createReconnectingRelayClient(balancerUrl)
 * await wallet.subscribe(topic)
 * await dapp.publish(topic, 'hello')
 */
export async function createReconnectingRelayClient(url: string) {
  const jwt = await relayJwt(url, generateKeyPair())
  const topics = new Set<string>()
  const unanswered = new Map<number, Request>()
  const received: Received[] = []
  const listeners = new Set<() => void>()
  let nextId = 1
  let connections = 0
  let closing = false
  let socket: WebSocket

  const send = (request: Request) => {
    if (socket.readyState === WebSocket.OPEN)
      socket.send(
        JSON.stringify({
          id: request.id,
          jsonrpc: '2.0',
          method: request.method,
          params: request.params,
        }),
      )
  }
  const connect = (): Promise<void> =>
    new Promise((resolve) => {
      socket = new WebSocket(`${url}/?auth=${jwt}`)
      socket.on('open', () => {
        connections++
        // Subscriptions first, then what was never answered, as the official client replays.
        const replay = [...unanswered.values()]
        const resubscribing = new Set(
          replay
            .filter((pending) => pending.method === 'irn_subscribe')
            .map((pending) => (pending.params as { topic: string }).topic),
        )
        for (const topic of topics)
          if (!resubscribing.has(topic)) void request('irn_subscribe', { topic })
        for (const pending of replay) send(pending)
        resolve()
      })
      socket.on('message', (data) => onFrame(JSON.parse(data.toString())))
      socket.on('error', () => {})
      socket.on('close', () => {
        if (closing) return
        // The balancer refuses while it has no relay to send us to: try again shortly.
        void new Promise((retry) => setTimeout(retry, 100)).then(connect)
      })
    })
  const onFrame = (frame: { id?: number; method?: string; params?: { data: Received } }) => {
    if (frame.method === 'irn_subscription' && frame.params) {
      const { topic, message } = frame.params.data
      received.push({ topic, message, connection: connections })
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else if (typeof frame.id === 'number') {
      unanswered.get(frame.id)?.answered()
      unanswered.delete(frame.id)
    }
    for (const listener of listeners) listener()
  }
  const request = (method: string, params: unknown) =>
    new Promise<void>((answered) => {
      const pending = { id: nextId++, method, params, answered }
      unanswered.set(pending.id, pending)
      send(pending)
    })

  await connect()
  return {
    received,
    /** How many times it connected (1 until its socket first dropped). */
    connections: () => connections,
    /** How many requests wait for the relay's answer (sent again after a reconnect). */
    unanswered: () => unanswered.size,
    async subscribe(topic: string) {
      topics.add(topic)
      await request('irn_subscribe', { topic })
    },
    /** Resolves once the relay has stored the message (it may take a reconnect). */
    publish: (topic: string, message: string) =>
      request('irn_publish', { topic, message, ttl: 300, tag: 0 }),
    /** Resolves once `check()` holds, re-checked on every frame. */
    until: (check: () => boolean) =>
      new Promise<void>((resolve) => {
        const listener = () => {
          if (!check()) return
          listeners.delete(listener)
          resolve()
        }
        listeners.add(listener)
        listener()
      }),
    close() {
      closing = true
      socket.close()
    },
  }
}
