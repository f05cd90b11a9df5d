// Zod schemas of the name-service calls this plugin makes. No React, no DOM: the server reuses them.
import * as z from 'zod'

import { accountNamePattern, accountNameRule, nameZone } from './accountName.ts'

export { accountNameRule, nameZone } from './accountName.ts'
export { chainIdFromCoinType, coinTypeFromChainId } from './coinType.ts'

/**
 * The label part of a name (before `.keyport.id`), per spec §5.
 *
 * @example
 * accountNameSchema.safeParse('alice-01').success // true
 * accountNameSchema.safeParse('bob').success // false: too short
 */
export const accountNameSchema = z.string().regex(accountNamePattern, accountNameRule)

/** A registered name as the profile endpoints answer it. Times are unix seconds. */
export const nameProfileSchema = z.object({
  /** The full name, e.g. 'alice.keyport.id'. */
  name: z.string(),
  registered: z.number().int(),
  updated: z.number().int(),
  /** Keyed by coin type as a decimal string ('60', '2147492101'). */
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
})

export type NameProfile = z.infer<typeof nameProfileSchema>

/** `apiVersion` is accepted for AppKit compatibility; there is one version of the answers. */
export const profileLookupQuerySchema = z.object({ apiVersion: z.string().max(10).optional() })

/** `sender` is the connected account asking (spec §7); the answer is the same for every asker. */
export const profileReverseQuerySchema = z.object({
  sender: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address: 0x followed by 40 hex characters')
    .optional(),
  apiVersion: z.string().max(10).optional(),
})

export const profileReverseResponseSchema = z.array(nameProfileSchema)

export const nameSuggestionsQuerySchema = z.object({
  zone: z.literal(nameZone, { error: `Only zone=${nameZone} is served here` }).default(nameZone),
})

/** `registered` is true only for the asked name itself when it is taken; variants are free. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>

const noNul = (value: string) => !value.includes('\u0000')

/**
 * What the wallet signs (EIP-191) to register a name; sent JSON-encoded as `message`. The coin
 * type is signed too, so a signature for one chain cannot register the name on another.
 */
export const registerNameMessageSchema = z.object({
  /** 'alice' or 'alice.keyport.id'. */
  name: z.string().max(300),
  // PostgreSQL text and jsonb cannot hold NUL, so it is refused here rather than failing there.
  attributes: z
    .record(
      z.string().max(64).refine(noNul, 'Attribute names cannot contain NUL characters'),
      z.string().max(2048).refine(noNul, 'Attribute values cannot contain NUL characters'),
    )
    .refine((value) => Object.keys(value).length <= 20, 'At most 20 attributes')
    .default({}),
  /** Unix seconds when the message was built; older than 10 minutes is refused. */
  timestamp: z.number().int().nonnegative(),
  /** The ENSIP-11 coin type of the network (`coinTypeFromChainId`); the body's `coin_type` must name the same chain. */
  coinType: z
    .number({ error: 'Sign the coin type too: add coinType (ENSIP-11) to the message' })
    .int()
    .nonnegative(),
})

export type RegisterNameMessage = z.infer<typeof registerNameMessageSchema>

/** Body of `POST /v1/profile/account`. */
export const registerNameRequestSchema = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address: 0x followed by 40 hex characters'),
  message: z.string().min(2).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{62,}$/, 'Expected a signature: 0x followed by hex characters')
    .max(20_000),
})

export type RegisterNameRequest = z.infer<typeof registerNameRequestSchema>

export const registerNameResponseSchema = z.object({ success: z.literal(true) })
