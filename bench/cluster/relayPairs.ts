import { randomBytes } from 'node:crypto'
import { loopbackSources } from './createHttpLoadClient.ts'
import { createRelayPeer, type RelayPeer } from './createRelayPeer.ts'
import { type LatencySummary, summarizeLatencies } from './latencySummary.ts'
import { measureCpu } from './measureCpu.ts'
import { runOpenLoop } from './runOpenLoop.ts'

export type RunRelayPairsParameters = {
  /** The relays' WebSocket URLs (ws://…); pair k's dapp uses relay k % n, its wallet (k + 1) % n. */
  relayUrls: readonly string[]
  pairs: number
  /** Messages per second over all pairs, each way in turn. */
  rate: number
  seconds: number
  /** Bytes per message. @default 1024 */
  size?: number
  /** How long to wait for the last messages before counting the rest lost. @default 10_000 */
  drainMs?: number
}

export type RelayPairsResult = {
  sent: number
  delivered: number
  /** Sent and acknowledged but never pushed to the other side. */
  lost: number
  /** Pushed more than once (a redelivery after a missing ack). */
  duplicates: number
  /** Publishes the relay refused or never answered. */
  refused: number
  /** Why, with how often. */
  refusals: Record<string, number>
  /** Delivered over the time from the first send to the last delivery. */
  messagesPerSecond: number
  /** See `OpenLoopResult.maxSendLagMs`: the generator's own delay. */
  maxSendLagMs: number
  latency: LatencySummary
  generatorCpuPercent: number
}

/**
 * WalletConnect client pairs across relay processes: each pair a dapp socket and a wallet socket
 * on one topic, on different relays when there are several, so every message crosses processes.
 * Messages go out on an open-loop schedule (`rate` per second over all pairs, dapp and wallet in
 * turn); each carries its number, and the far side times it and counts it.
 *
 * @example
 * const result = await runRelayPairs({ relayUrls: ['ws://127.0.0.1:4101', 'ws://127.0.0.1:4201'], pairs: 100, rate: 5000, seconds: 10 })
 * result.lost // 0
 */
export async function runRelayPairs({
  relayUrls,
  pairs,
  rate,
  seconds,
  size = 1024,
  drainMs = 10_000,
}: RunRelayPairsParameters): Promise<RelayPairsResult> {
  const host = new URL(relayUrls[0] ?? 'ws://127.0.0.1').hostname
  // One source address per pair: per-IP socket limits see 100 clients, not one.
  const sources = loopbackSources(pairs, host)
  const sentAt = new Map<number, number>()
  const seen = new Set<number>()
  const latencies: number[] = []
  let duplicates = 0
  let lastDeliveryAt = 0
  const receive = (_topic: string, message: string) => {
    const seq = Number(message.slice(0, message.indexOf(':')))
    if (seen.has(seq)) {
      duplicates++
      return
    }
    seen.add(seq)
    lastDeliveryAt = performance.now()
    const at = sentAt.get(seq)
    if (at !== undefined) latencies.push(performance.now() - at)
  }
  const peers: RelayPeer[] = []
  try {
    const conversations = await Promise.all(
      Array.from({ length: pairs }, async (_, k) => {
        const topic = randomBytes(32).toString('hex')
        const localAddress = sources[k % sources.length]
        const relay = (i: number) => relayUrls[i % relayUrls.length] as string
        const [dapp, wallet] = await Promise.all([
          createRelayPeer(relay(k), topic, { localAddress }),
          createRelayPeer(relay(k + 1), topic, { localAddress }),
        ])
        peers.push(dapp, wallet)
        dapp.onMessage = receive
        wallet.onMessage = receive
        return { topic, sides: [dapp, wallet] as const }
      }),
    )
    const padding = 'x'.repeat(Math.max(0, size - 32))
    let refused = 0
    const refusals: Record<string, number> = {}
    const started = performance.now()
    const { result: run, cpuPercent } = await measureCpu(async () => {
      const result = await runOpenLoop({
        rate,
        seconds,
        send: async (seq) => {
          const pair = conversations[seq % pairs]
          if (!pair) return 0
          const from = pair.sides[Math.floor(seq / pairs) % 2] as RelayPeer
          sentAt.set(seq, performance.now())
          const refusal = await from.publish(pair.topic, `${seq}:${padding}`)
          if (refusal === null) return 200
          refused++
          refusals[refusal] = (refusals[refusal] ?? 0) + 1
          return 0
        },
      })
      const deadline = performance.now() + drainMs
      while (seen.size < result.sent - refused && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      return result
    })
    const delivered = seen.size
    return {
      sent: run.sent,
      delivered,
      lost: run.sent - refused - delivered,
      duplicates,
      refused,
      refusals,
      messagesPerSecond: delivered / (Math.max(lastDeliveryAt - started, seconds * 1000) / 1000),
      maxSendLagMs: run.maxSendLagMs,
      latency: summarizeLatencies(latencies),
      generatorCpuPercent: cpuPercent,
    }
  } finally {
    for (const peer of peers) peer.close()
  }
}
