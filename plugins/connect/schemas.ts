// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
import * as z from 'zod'
import { registryWalletIdPattern } from './services/registryWalletId.ts'

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
/** `sender` is the connected account asking (spec §7); the answer is the same for every asker. */
export const identityQuerySchema = z.object({ sender: evmAddressSchema.optional() })

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

/** A comma-separated list in a query (`metamask,rainbow`), parsed to its non-empty items. */
const commaListSchema = (what: string, item: RegExp) =>
  z
    .string()
    .max(2000, `At most 2000 characters of ${what}`)
    .regex(
      new RegExp(`^\\s*${item.source}(\\s*,\\s*${item.source})*\\s*$`),
      `Expected comma-separated ${what}`,
    )
    .transform((value) => value.split(',').map((part) => part.trim()))

/** A positive whole number in a query, from `min` to `max`. */
const queryIntegerSchema = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )

/**
 * Query of `GET /v1/wallets` (AppKit's getWallets): a page of the wallet registry, ordered by
 * rank then name. `include` and `exclude` take wallet ids, `rdns` exact EIP-6963 rdns values.
 *
 * @example
 * walletsQuerySchema.parse({ page: '2', search: ' rain ', exclude: 'safe,argent' })
 * // { page: 2, entries: 40, search: 'rain', exclude: ['safe', 'argent'] }
 */
export const walletsQuerySchema = z.object({
  /** 1-based. @default 1 */
  page: queryIntegerSchema('page', 1, 10_000).default(1),
  /** Wallets per page. @default 40 */
  entries: queryIntegerSchema('entries', 1, 100).default(40),
  /** Case-insensitive, on name and rdns; trimmed. */
  search: z
    .string()
    .max(100, 'search is at most 100 characters')
    .regex(/^\P{Cc}*$/u, 'search may not contain control characters')
    .transform((value) => value.trim())
    .optional(),
  include: commaListSchema('wallet ids like metamask,rainbow', registryWalletIdPattern).optional(),
  exclude: commaListSchema('wallet ids like metamask,rainbow', registryWalletIdPattern).optional(),
  rdns: commaListSchema(
    'rdns values like io.metamask,me.rainbow',
    /[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+/,
  ).optional(),
})

export type WalletsQuery = z.infer<typeof walletsQuerySchema>

/** One wallet of the registry, with AppKit's field names. `image_url` is an inline data URI. */
export const registryWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  rdns: z.string().nullable(),
  homepage: z.string(),
  image_url: z.string(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  /** Whether the wallet ships a browser provider that announces itself. */
  injected: z.boolean(),
})

/** `count` is the number of wallets that match, over all pages. */
export const walletsResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(registryWalletSchema),
})

export type WalletsResponse = z.infer<typeof walletsResponseSchema>
