import * as z from 'zod'

const topic = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a topic: 64 lowercase hex characters')
const message = z.string().min(1, 'Expected a non-empty message')

/** A JSON-RPC 2.0 request or response frame; ids are numbers or (WalletConnect) digit strings. */
export const frameSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string().max(64)]),
    method: z.string().max(64),
    params: z.unknown().optional(),
  }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string().max(64)]),
    result: z.unknown().optional(),
    error: z.unknown().optional(),
  }),
])

const publishParamsSchema = z.looseObject({
  topic,
  message,
  ttl: z.number().int().positive(),
  tag: z.number().int().nonnegative().default(0),
  prompt: z.boolean().optional(),
  attestation: z.string().max(4096).optional(),
})

/** Params of each client → relay method (unknown extra keys are tolerated, as clients add some). */
export const methodSchemas = {
  irn_subscribe: z.looseObject({ topic }),
  irn_batchSubscribe: z.looseObject({ topics: z.array(topic).min(1).max(500) }),
  irn_unsubscribe: z.looseObject({ topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.looseObject({
    subscriptions: z
      .array(z.looseObject({ topic, id: z.string().optional() }))
      .min(1)
      .max(500),
  }),
  irn_publish: publishParamsSchema,
  irn_batchPublish: z.looseObject({ messages: z.array(publishParamsSchema).min(1).max(500) }),
  irn_batchFetchMessages: z.looseObject({ topics: z.array(topic).min(1).max(500) }),
  wc_proposeSession: z.looseObject({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: z.number().int().positive().optional(),
    attestation: z.string().max(4096).optional(),
  }),
  wc_approveSession: z.looseObject({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: z.number().int().positive().optional(),
  }),
} as const

export type RelayMethod = keyof typeof methodSchemas
export type PublishParams = z.infer<typeof publishParamsSchema>
