// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
import * as z from 'zod'

/** An EVM address as typed by people and wallets: 0x and 40 hex characters, any case. */
export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address: 0x followed by 40 hex characters')

/**
 * A chain id as the client sends it: `1` or CAIP-2 `eip155:1`. Another namespace (`solana:…`)
 * is valid but unsupported here, so it parses to `null` and the call answers empty (spec §5:
 * calls on an unsupported network are skipped or return empty results).
 *
 * @example
 * chainIdParamSchema.parse('eip155:8453') // 8453
 * chainIdParamSchema.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // null
 */
export const chainIdParamSchema = z
  .string()
  .regex(
    /^(\d{1,12}|eip155:\d{1,12}|(?!eip155:)[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/,
    'Expected a chain id like 1 or a CAIP-2 id like eip155:1',
  )
  .transform((value): number | null => {
    if (/^\d+$/.test(value)) return Number(value)
    if (value.startsWith('eip155:')) return Number(value.slice('eip155:'.length))
    return null
  })

/** Query of `GET /v1/account/:address/balance`. Without `chainId` every served chain answers. */
export const balanceQuerySchema = z.object({
  currency: z.literal('usd', { error: 'Only currency=usd is supported' }).default('usd'),
  chainId: chainIdParamSchema.optional(),
  /** Any value bypasses the 30 s cache. */
  forceUpdate: z.string().optional(),
})

/** Spec §3 token balance. `address` is `eip155:<id>:0x…` and absent for the native token. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: z.string(),
  address: z.string().optional(),
  /** USD value of the holding. */
  value: z.number(),
  /** USD price of one token. */
  price: z.number(),
  /** `decimals` is the token's decimals ('18'); `numeric` the human amount ('1.5'). */
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export type TokenBalance = z.infer<typeof tokenBalanceSchema>

export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })

export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/** Query of `GET /v1/identity/:address`; `sender` is accepted and unused. */
export const identityQuerySchema = z.object({ sender: z.string().max(200).optional() })

export const identityResponseSchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})

export type IdentityResponse = z.infer<typeof identityResponseSchema>

/** A CAIP-10 token address: `eip155:<chain id>:0x…`. */
export const caip10AddressSchema = z
  .string()
  .regex(
    /^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/,
    'Expected a CAIP-10 token address like eip155:1:0xA0b8…eB48',
  )

/** Body of `POST /v1/fungible/price`. `projectId` may repeat the query's. */
export const fungiblePriceRequestSchema = z.object({
  currency: z.literal('usd', { error: 'Only currency "usd" is supported' }),
  addresses: z
    .array(caip10AddressSchema)
    .min(1, 'Give at least one address')
    .max(50, 'At most 50 addresses per call'),
  projectId: z.string().max(200).optional(),
})

export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
})

/** One entry per requested address, in the request's order. */
export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })

export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>
