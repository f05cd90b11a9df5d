// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server may reuse them.
import * as z from 'zod/mini'

/**
 * The answer of `GET /v1/supported-chains`: CAIP-2 ids of the networks the data API serves.
 *
 * @example
 * supportedChainsSchema.parse({ http: ['eip155:1'], ws: [] })
 */
export const supportedChainsSchema = z.object({
  http: z.array(z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))),
  ws: z.array(z.string()),
})
