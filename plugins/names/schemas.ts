// Zod schemas of the name-service calls this plugin makes. No React, no DOM: the server reuses them.
import * as z from 'zod'

/**
 * The zone every name lives under, like AppKit's `.reown.id`: 'alice' is registered and shown as
 * 'alice.keyport.id'.
 */
export const nameZone = 'keyport.id'

/** Spec §5, word for word, so client and server show the same text. */
export const accountNameRule =
  'Account name: letters, digits and hyphens only, at least 4 characters, no upper limit'

/**
 * The label part of a name (before `.keyport.id`), per spec §5.
 *
 * @example
 * accountNameSchema.safeParse('alice-01').success // true
 * accountNameSchema.safeParse('bob').success // false: too short
 */
export const accountNameSchema = z.string().regex(/^[a-zA-Z0-9-]{4,}$/, accountNameRule)

/**
 * The ENSIP-11 coin type of an EVM chain; 60 for Ethereum mainnet as ENSIP-11 keeps it.
 * Throws 'Invalid chainId' for ids at or above 2^31 (spec §5) or that are not whole numbers.
 *
 * @example
 * coinTypeFromChainId(8453) // 2147492101
 * coinTypeFromChainId(1) // 60
 */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= 0x80000000)
    throw new Error('Invalid chainId')
  if (chainId === 1) return 60
  return (0x80000000 | chainId) >>> 0
}

/**
 * The chain id a coin type stands for: 60 is chain 1, `0x80000000 | id` is `id`. Throws
 * 'Invalid chainId' for coin types of other namespaces (names are eip155 only, spec §9).
 *
 * @example
 * chainIdFromCoinType(2147492101) // 8453
 */
export function chainIdFromCoinType(coinType: number): number {
  if (coinType === 60) return 1
  if (!Number.isInteger(coinType) || coinType < 0x80000000 || coinType > 0xffffffff)
    throw new Error('Invalid chainId')
  return coinType - 0x80000000
}

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

export const profileReverseQuerySchema = z.object({
  sender: z.string().max(200).optional(),
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

/** What the wallet signs (EIP-191) to register a name; sent JSON-encoded as `message`. */
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
