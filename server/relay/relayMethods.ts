import { createHash } from 'node:crypto'
import type * as z from 'zod'
import type { RelayBroker } from './RelayBroker.ts'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'
import type { StoredMessage } from './StoredMessage.ts'
import type { methodSchemas, PublishParams, RelayMethod } from './schemas.ts'

/** What a method handler may do to the socket that called it. */
export interface MethodCaller {
  readonly clientId: string
  /** The caller's address as the per-IP storage quota counts it (`ipLimitKey`). */
  readonly ip?: string
  /** Fans a stored message out once the caller has its answer (the publisher's ack comes first). */
  fanOutAfterAnswer(message: StoredMessage): void
  /** Subscribes and returns the subscription id; throws past `maxTopicsPerClient`. */
  subscribe(topic: string): string
  unsubscribe(topic: string): void
}

export type MethodContext = {
  broker: RelayBroker
  limits: RelayLimits
  now: () => number
}

/** A handler's answer, and the topics whose waiting messages go out right after it. */
export type MethodOutcome = { result: unknown; subscribed?: readonly string[] }

type Handler<M extends RelayMethod> = (
  params: z.infer<(typeof methodSchemas)[M]>,
  caller: MethodCaller,
  context: MethodContext,
) => Promise<MethodOutcome>

// WalletConnect tags of the messages the relay publishes for the two wc_* methods.
const tags = { propose: 1100, proposeResponse: 1101, settle: 1102 } as const
const FIVE_MINUTES = 300

type PublishInput = Pick<PublishParams, 'topic' | 'message' | 'ttl' | 'attestation'> & {
  tag?: number
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function publish(
  { topic, message, ttl, tag, attestation }: PublishInput,
  caller: MethodCaller,
  { broker, limits, now }: MethodContext,
) {
  const bytes = Buffer.byteLength(message)
  if (bytes > limits.maxMessageBytes)
    throw new RelayRpcError(
      relayErrorCodes.limit,
      `Message too large: ${bytes} bytes; the limit is ${limits.maxMessageBytes} bytes.`,
    )
  // A TTL past the cap is kept for the cap, not refused: clients ask 30 days for some messages.
  const seconds = Math.min(Math.max(ttl, limits.minTtlSeconds), limits.maxTtlSeconds)
  const publishedAt = now()
  const stored: StoredMessage = {
    id: sha256(message),
    topic,
    message,
    publishedAt,
    expiresAt: publishedAt + seconds * 1000,
    tag: tag ?? 0,
    attestation,
    publisher: caller.clientId,
    ...(caller.ip === undefined ? {} : { publisherIp: caller.ip }),
  }
  await broker.store(stored)
  // A repeat is fanned out again too: its publisher got no answer the first time, so the relay
  // that stored it may have died before handing it on. Each socket drops a copy it already sent.
  caller.fanOutAfterAnswer(stored)
}

/**
 * The relay's JSON-RPC methods (WalletConnect v2 `irn_*`, plus the two `wc_*` methods that
 * subscribe the caller implicitly and publish for it), keyed by method name.
 */
export const relayMethods: { [M in RelayMethod]: Handler<M> } = {
  async irn_subscribe({ topic }, caller) {
    return { result: caller.subscribe(topic), subscribed: [topic] }
  },
  async irn_batchSubscribe({ topics }, caller) {
    return { result: topics.map((topic) => caller.subscribe(topic)), subscribed: topics }
  },
  async irn_unsubscribe({ topic }, caller) {
    caller.unsubscribe(topic)
    return { result: true }
  },
  async irn_batchUnsubscribe({ subscriptions }, caller) {
    for (const { topic } of subscriptions) caller.unsubscribe(topic)
    return { result: true }
  },
  async irn_publish(params, caller, context) {
    await publish(params, caller, context)
    return { result: true }
  },
  async irn_batchPublish({ messages }, caller, context) {
    for (const message of messages) await publish(message, caller, context)
    return { result: true }
  },
  async irn_batchFetchMessages({ topics }, caller, { broker }) {
    const found = (
      await Promise.all(topics.map((topic) => broker.pending(topic, caller.clientId)))
    ).flat()
    // The relay spec counts a fetched message as delivered: a later subscribe must not push it
    // again (an older sign-client would drop the session update it already applied).
    await Promise.all(found.map(({ topic, id }) => broker.ack(topic, id, caller.clientId)))
    const messages = found.map(({ topic, message, publishedAt, attestation, tag }) => ({
      topic,
      message,
      publishedAt,
      attestation,
      tag,
    }))
    return { result: { messages, hasMore: false } }
  },
  async wc_proposeSession({ pairingTopic, sessionProposal, ttl, attestation }, caller, context) {
    caller.subscribe(pairingTopic)
    await publish(
      {
        topic: pairingTopic,
        message: sessionProposal,
        ttl: ttl ?? FIVE_MINUTES,
        tag: tags.propose,
        attestation,
      },
      caller,
      context,
    )
    return { result: true, subscribed: [pairingTopic] }
  },
  async wc_approveSession(params, caller, context) {
    const { sessionTopic, pairingTopic, ttl = FIVE_MINUTES } = params
    caller.subscribe(sessionTopic)
    await publish(
      {
        topic: pairingTopic,
        message: params.sessionProposalResponse,
        ttl,
        tag: tags.proposeResponse,
      },
      caller,
      context,
    )
    await publish(
      { topic: sessionTopic, message: params.sessionSettlementRequest, ttl, tag: tags.settle },
      caller,
      context,
    )
    return { result: true, subscribed: [sessionTopic] }
  },
}

/** The subscription id WalletConnect clients compute themselves: sha256(topic + clientId). */
export const subscriptionId = (topic: string, clientId: string) => sha256(topic + clientId)
