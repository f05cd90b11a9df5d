// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
import * as z from 'zod'

const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address: 0x followed by 40 hex characters')

/** Spec §5: a signature is 0x followed by at least 62 hex characters. */
export const signatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{62,16384}$/, 'Expected a signature: 0x followed by hex characters')

const invalidChainId = 'Invalid chainId: expected a number like 1 or a CAIP-2 id like eip155:1'

/** A chain id as `1` or CAIP-2 `eip155:1`; spec §5: below 2147483648, else 'Invalid chainId'. */
export const sessionChainIdSchema = z
  .union(
    [
      z.number().int(invalidChainId).positive(invalidChainId),
      z.string().regex(/^(eip155:)?\d{1,10}$/, invalidChainId),
    ],
    { error: invalidChainId },
  )
  .transform((value) => Number(String(value).replace('eip155:', '')))
  .refine((id) => id > 0 && id < 2147483648, 'Invalid chainId: it must be below 2147483648')

/** A session id as issued by `POST /v1/sessions`: a UUID. */
export const sessionIdSchema = z.uuid({ error: 'Expected a session id (a UUID)' })

export const sessionParamsSchema = z.object({ id: sessionIdSchema })

const siwxMessageSchema = z
  .string()
  .min(1)
  .max(8192)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL; refuse it here
  .regex(/^[^\u0000]*$/, 'message must not contain NUL characters')

const base58 = '[1-9A-HJ-NP-Za-km-z]'

/** A Solana network as CAIP-2 names it: `solana:` and the first 32 characters of its genesis hash. */
export const solanaNetworkIdSchema = z
  .string()
  .regex(
    new RegExp(`^solana:${base58}{32}$`),
    'Expected a Solana network: solana: and the first 32 base58 characters of its genesis hash',
  )
  .transform((id) => id as `solana:${string}`)

const solanaAddressSchema = z
  .string()
  .regex(
    new RegExp(`^${base58}{32,44}$`),
    'Expected a Solana address: a base58 public key (32 to 44 characters)',
  )

const solanaSignatureSchema = z
  .string()
  .regex(
    new RegExp(`^${base58}{64,88}$`),
    'Expected a Solana signature: the 64-byte Ed25519 signature in base58',
  )

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid input'

/**
 * The chain of a sign-in: an eip155 chain as `sessionChainIdSchema` reads it (a number), or a
 * Solana network as `solanaNetworkIdSchema` reads it (`solana:…`, kept as the CAIP-2 string).
 */
const sessionNetworkSchema = z
  .union([z.number(), z.string()], { error: invalidChainId })
  .transform((value, context): number | `solana:${string}` => {
    const schema =
      typeof value === 'string' && value.startsWith('solana:')
        ? solanaNetworkIdSchema
        : sessionChainIdSchema
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    context.addIssue({ code: 'custom', message: firstMessage(parsed.error) })
    return z.NEVER
  })

/**
 * Body of `POST /v1/sessions`: a sign-in message and its signature by `address`. On an eip155
 * chain (`chainId: 1` or `'eip155:1'`) an EIP-4361 message signed by an EOA or a smart account
 * (ERC-1271 / ERC-6492), the signature 0x and hex. On a Solana network (`chainId: 'solana:…'`) a
 * CAIP-122 message and the account's Ed25519 signature of its UTF-8 bytes, as
 * `solana:signMessage` answers it, in base58; the server checks the exact lengths (a 32-byte key,
 * a 64-byte signature). The message's nonce must come from `POST /v1/sessions/nonce`.
 */
export const createSessionRequestSchema = z
  .object({
    address: z.string().max(64),
    chainId: sessionNetworkSchema,
    message: siwxMessageSchema,
    signature: z.string().max(16386),
  })
  .superRefine(({ address, chainId, signature }, context) => {
    const solana = typeof chainId === 'string'
    const checks = [
      ['address', solana ? solanaAddressSchema : evmAddress, address],
      ['signature', solana ? solanaSignatureSchema : signatureSchema, signature],
    ] as const
    for (const [field, schema, value] of checks) {
      const parsed = schema.safeParse(value)
      if (!parsed.success)
        context.addIssue({ code: 'custom', path: [field], message: firstMessage(parsed.error) })
    }
  })

export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>

/**
 * A sign-in session. Times are ISO 8601; `revoked` is true once revoked, whatever the time.
 * `chainId` is the number of an eip155 chain (`1`) or the CAIP-2 id of a Solana network
 * (`'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`); `caipAddress` is the CAIP-10 account the session
 * signs in (`eip155:1:0x…`, `solana:5eykt…:<base58>`), the one key that holds across namespaces.
 */
export const sessionSchema = z.object({
  id: z.string(),
  address: z.string(),
  chainId: z.union([z.number(), z.string()]),
  caipAddress: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revoked: z.boolean(),
})

export type Session = z.infer<typeof sessionSchema>

/** Answer of `POST /v1/sessions`: the session and its token, which is never shown again. */
export const createSessionResponseSchema = sessionSchema.extend({ token: z.string() })

export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>

/** Answer of `POST /v1/sessions/nonce`: a one-time nonce for the next sign-in message. */
export const sessionNonceSchema = z.object({
  nonce: z.string().regex(/^[a-zA-Z0-9]{8,64}$/),
  /** ISO 8601; a message signed with the nonce must reach `POST /v1/sessions` before this. */
  expiresAt: z.string(),
})

export type SessionNonce = z.infer<typeof sessionNonceSchema>

/** The bearer token `POST /v1/sessions` answers once: `<session id>.<secret>`. */
export const sessionTokenSchema = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\.[A-Za-z0-9_-]{43}$/,
    'Expected a session token: <session id>.<secret>, as POST /v1/sessions answered it',
  )
  .meta({ examples: [`00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`] })

/**
 * Body of `POST /v1/sessions/:id/revoke`, in one of two forms:
 * - the spec's `{ pci, signature }`: `pci` (permission context id) names the session and must
 *   equal the id in the path; `signature` is the session address's personal_sign of
 *   `Revoke session <id>`;
 * - `{ token }`: the session's own token, as the app or its backend holds it (sign-out).
 */
export const revokeSessionRequestSchema = z.union([
  z.object({
    pci: z.string().min(1).max(128),
    signature: signatureSchema,
  }),
  z.object({ token: sessionTokenSchema }),
])

export type RevokeSessionRequest = z.input<typeof revokeSessionRequestSchema>

export const revokeSessionResponseSchema = z.object({ success: z.literal(true) })

/** Body of `POST /v1/sessions/verify`, which a host app's backend calls with a session token. */
export const verifySessionRequestSchema = z.object({ token: sessionTokenSchema })

/** The exact text a wallet signs to revoke a session. */
export const revokeSessionMessage = (id: string) => `Revoke session ${id}`
