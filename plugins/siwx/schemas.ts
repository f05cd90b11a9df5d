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

/** Body of `POST /v1/sessions`: an EIP-4361 message and its signature by `address`. */
export const createSessionRequestSchema = z.object({
  address: evmAddress,
  chainId: sessionChainIdSchema,
  message: z
    .string()
    .min(1)
    .max(8192)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL; refuse it here
    .regex(/^[^\u0000]*$/, 'message must not contain NUL characters'),
  signature: signatureSchema,
})

export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>

/** A sign-in session. Times are ISO 8601; `revoked` is true once revoked, whatever the time. */
export const sessionSchema = z.object({
  id: z.string(),
  address: z.string(),
  chainId: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revoked: z.boolean(),
})

export type Session = z.infer<typeof sessionSchema>

/**
 * Body of `POST /v1/sessions/:id/revoke`. `pci` (permission context id) names the session: it must
 * equal the id in the path. `signature` is the session address's personal_sign of
 * `Revoke session <id>`.
 */
export const revokeSessionRequestSchema = z.object({
  pci: z.string().min(1).max(128),
  signature: signatureSchema,
})

export type RevokeSessionRequest = z.input<typeof revokeSessionRequestSchema>

export const revokeSessionResponseSchema = z.object({ success: z.literal(true) })

/** The exact text a wallet signs to revoke a session. */
export const revokeSessionMessage = (id: string) => `Revoke session ${id}`
