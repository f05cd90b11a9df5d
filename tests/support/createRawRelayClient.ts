import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

type Frame = {
  id?: unknown
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/** A JWT as a WalletConnect client signs it: its `iss` is the client's identity on the relay. */
export async function relayJwt(relayUrl: string, keyPair = generateKeyPair()) {
  return signJWT(Math.random().toString(36).slice(2), relayUrl, 86_400, keyPair)
}

/**
 * A bare JSON-RPC WebSocket client for relay protocol tests (with a freshly signed auth JWT, as
 * the relay verifies by default): sends frames, collects what comes
 * back, acks pushed `irn_subscription` messages unless told not to, and reports how it closed.
 */
export async function createRawRelayClient(
  relayUrl: string,
  { auth, ack = true }: { auth?: string | null; ack?: boolean } = {},
) {
  // Signed like a real client's unless a test passes its own JWT, or null for none at all.
  const jwt = auth === undefined ? await relayJwt(relayUrl) : auth
  const socket = new WebSocket(jwt ? `${relayUrl}/?auth=${jwt}` : relayUrl)
  const frames: Frame[] = []
  const waiters: (() => void)[] = []
  let nextId = 1
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    frames.push(frame)
    if (ack && frame.method === 'irn_subscription')
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    for (const waiter of waiters.splice(0)) waiter()
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const waitFor = (match: (frame: Frame) => boolean, timeoutMs = 3_000) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No matching frame within ${timeoutMs} ms`)),
        timeoutMs,
      )
      const check = () => {
        const found = frames.find(match)
        if (found) {
          clearTimeout(timer)
          return resolve(found)
        }
        waiters.push(check)
      }
      check()
    })
  return {
    socket,
    frames,
    closed,
    /** Sends a request and resolves with its response frame (result or error). */
    async call(method: string, params: unknown) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor((frame) => frame.id === id && !frame.method)
    },
    /**
     * Resolves once the relay answered a read-only request sent now. The relay handles one
     * socket's frames in order, so by then it has pushed everything it was going to push for
     * this socket's earlier requests: the barrier for "nothing (more) arrived" checks.
     */
    async settled() {
      const id = nextId++
      socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_batchFetchMessages',
          params: { topics: [randomTopic()] },
        }),
      )
      await waitFor((frame) => frame.id === id && !frame.method)
    },
    sendRaw: (data: string | Buffer) => socket.send(data),
    /** Resolves with the next pushed message on a topic. */
    message: (topic: string, timeoutMs?: number) =>
      waitFor(
        (frame) =>
          frame.method === 'irn_subscription' &&
          (frame.params as { data: { topic: string } }).data.topic === topic,
        timeoutMs,
      ).then((frame) => (frame.params as { data: { message: string; topic: string } }).data),
    pushed: (topic: string) =>
      frames.filter(
        (frame) =>
          frame.method === 'irn_subscription' &&
          (frame.params as { data: { topic: string } }).data.topic === topic,
      ).length,
    close: () => socket.close(),
  }
}

/** A random WalletConnect topic (64 hex characters). */
export const randomTopic = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
