import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

type Frame = {
  id: number
  method?: string
  result?: unknown
  error?: { message: string }
  params?: { data: { topic: string; message: string } }
}

export type RelayPeer = {
  /** Publishes on the topic; resolves with null once the relay acknowledged it, else its reason. */
  publish(topic: string, message: string): Promise<string | null>
  /** Called for every message pushed to this socket (already acknowledged to the relay). */
  onMessage: (topic: string, message: string) => void
  close(): void
}

/**
 * One WalletConnect client socket speaking the relay's JSON-RPC (`irn_subscribe`,
 * `irn_publish`, acked `irn_subscription` pushes), authenticated with a freshly signed client
 * JWT as a real client is; `topic` is subscribed before it resolves.
 *
 * @example
 * const peer = await createRelayPeer('ws://127.0.0.1:4001', topic, { localAddress: '127.77.0.1' })
 * peer.onMessage = (topic, message) => console.log(message)
 */
export async function createRelayPeer(
  relayUrl: string,
  topic: string,
  { localAddress }: { localAddress?: string } = {},
): Promise<RelayPeer> {
  const auth = await signJWT(randomBytes(16).toString('hex'), relayUrl, 3_600, generateKeyPair())
  const socket = new WebSocket(`${relayUrl}/?auth=${auth}`, { localAddress })
  const pending = new Map<number, (refusal: string | null) => void>()
  let nextId = 1
  const call = (method: string, params: unknown) =>
    new Promise<string | null>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  const peer: RelayPeer = {
    publish: (topic, message) => call('irn_publish', { topic, message, ttl: 300, tag: 1108 }),
    onMessage: () => {},
    close: () => socket.terminate(),
  }
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    if (frame.method === 'irn_subscription' && frame.params) {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      peer.onMessage(frame.params.data.topic, frame.params.data.message)
      return
    }
    const answer = pending.get(frame.id)
    pending.delete(frame.id)
    answer?.(frame.error === undefined ? null : frame.error.message)
  })
  // A closed socket settles what it still owed as refused, so a run never hangs on it.
  socket.on('close', () => {
    for (const answer of pending.values()) answer('the socket closed before the answer')
    pending.clear()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const refusal = await call('irn_subscribe', { topic })
  if (refusal) throw new Error(`The relay at ${relayUrl} refused a subscription: ${refusal}`)
  return peer
}
