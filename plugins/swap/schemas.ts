// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
// Names follow AppKit's swap calls to the blockchain API (spec section 7).
import * as z from 'zod'

/**
 * The placeholder AppKit uses for a chain's native coin in swap calls (`eip155:1:0xeeee…eeee`).
 * It is not a contract.
 */
export const swapNativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A token as swaps name it: CAIP-10, `eip155:<chain id>:0x…`. */
export const swapTokenAddressSchema = z
  .string({ error: 'Expected a CAIP-10 token address like eip155:1:0xA0b8…eB48' })
  .regex(
    /^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/,
    'Expected a CAIP-10 token address like eip155:1:0xA0b8…eB48 (eip155:1:0xeeee…eeee for the native coin)',
  )

/** The swapping account: a plain address or CAIP-10 `eip155:1:0x…`. */
export const swapUserAddressSchema = z
  .string({ error: 'userAddress is required: the account that swaps' })
  .regex(
    /^(eip155:\d{1,12}:)?0x[0-9a-fA-F]{40}$/,
    'Expected the user address: 0x and 40 hex characters, or CAIP-10 eip155:1:0x…',
  )

/** An amount in the token's smallest units, as a decimal string ('1000000' is 1 USDC). */
export const swapAmountSchema = z
  .string({ error: "amount is required, in the token's smallest units, e.g. 1000000 for 1 USDC" })
  .regex(
    /^\d{1,78}$/,
    "amount must be a positive whole number of the token's smallest units, e.g. 1000000 for 1 USDC",
  )

/** `1` or CAIP-2 `eip155:1`. */
export const swapChainIdSchema = z
  .string({ error: 'chainId is required, e.g. chainId=eip155:1' })
  .regex(/^(eip155:)?\d{1,12}$/, 'Expected a chain id like 1 or a CAIP-2 id like eip155:1')

/** Query of `GET /v1/convert/tokens`. */
export const swapTokensQuerySchema = z.object({ chainId: swapChainIdSchema })

export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10; the native coin is `eip155:<id>:0xeeee…eeee`. */
  address: z.string(),
  decimals: z.number().int(),
  logoUri: z.string(),
  /** Whether the token takes EIP-2612 permits (ours do not: approve first). */
  eip2612: z.boolean().optional(),
})

export type SwapToken = z.infer<typeof swapTokenSchema>

export const swapTokensResponseSchema = z.object({ tokens: z.array(swapTokenSchema) })

/**
 * Query of `GET /v1/convert/quotes`. `gasPrice` (wei, as `/v1/convert/gas-price` answered it)
 * prices the quote's `fee`; without it the chain's standard price now is used.
 */
export const swapQuotesQuerySchema = z.object({
  amount: swapAmountSchema,
  userAddress: swapUserAddressSchema,
  from: swapTokenAddressSchema,
  to: swapTokenAddressSchema,
  gasPrice: z
    .string()
    .regex(
      /^[1-9]\d{0,17}$/,
      'gasPrice must be a whole number of wei per gas, above 0 and below 10^18, e.g. 1000000000 for 1 gwei',
    )
    .optional(),
})

export const swapQuoteSchema = z.object({
  id: z.string(),
  /** Smallest units of `from`, as asked. */
  fromAmount: z.string(),
  /** CAIP-10 of the token sold. */
  fromAccount: z.string(),
  /** Smallest units of `to` the pools give now, before slippage. */
  toAmount: z.string(),
  /** CAIP-10 of the token bought. */
  toAccount: z.string(),
  /** Wei per gas the fee is priced at: the asked `gasPrice`, else the chain's standard price. */
  gasPrice: z.string().optional(),
  /** Wei of the native coin the swap's gas may cost at that price (its gas budget, an upper bound). */
  fee: z.string().optional(),
})

export type SwapQuote = z.infer<typeof swapQuoteSchema>

export const swapQuotesResponseSchema = z.object({ quotes: z.array(swapQuoteSchema) })

/** Query of `GET /v1/convert/allowance`: what `userAddress` lets the exchange spend of the token. */
export const swapAllowanceQuerySchema = z.object({
  tokenAddress: swapTokenAddressSchema,
  userAddress: swapUserAddressSchema,
})

/** Smallest units; the native coin answers the uint256 maximum (it needs no approval). */
export const swapAllowanceResponseSchema = z.object({ allowance: z.string() })

/** Query of `GET /v1/convert/gas-price`. */
export const swapGasPriceQuerySchema = z.object({ chainId: swapChainIdSchema })

/** Wei per gas, as decimal strings. */
export const swapGasPriceResponseSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})

/** Query of `GET /v1/convert/build-approve`. Without `amount` the approval is unlimited. */
export const swapBuildApproveQuerySchema = z.object({
  userAddress: swapUserAddressSchema,
  from: swapTokenAddressSchema,
  to: swapTokenAddressSchema,
  amount: swapAmountSchema.optional(),
})

/** A transaction to sign as is: plain 0x addresses, value and gas in wei as decimal strings. */
export const swapApproveTransactionSchema = z.object({
  tx: z.object({
    /** The user. */
    from: z.string(),
    /** The token contract. */
    to: z.string(),
    data: z.string(),
    value: z.string(),
    eip155: z.object({ gasPrice: z.string() }),
  }),
})

/** Body of `POST /v1/convert/build-transaction`. Slippage is a percentage: 1 is 1 % (spec §9). */
export const swapBuildTransactionBodySchema = z.object({
  amount: swapAmountSchema,
  eip155: z.object({
    slippage: z
      .number({ error: 'eip155.slippage is required: a percentage, 1 for 1 %' })
      .min(0, 'eip155.slippage cannot be negative')
      .max(50, 'eip155.slippage above 50 % would accept almost any price'),
  }),
  projectId: z.string().max(200).optional(),
  from: swapTokenAddressSchema,
  to: swapTokenAddressSchema,
  userAddress: swapUserAddressSchema,
  /** Skip the gas estimate (it needs the approval mined first); a safe fixed limit is used. */
  disableEstimate: z.boolean().optional(),
})

export type SwapBuildTransactionBody = z.infer<typeof swapBuildTransactionBodySchema>

export const swapTransactionSchema = z.object({
  tx: z.object({
    /** The user. */
    from: z.string(),
    /** The exchange's router, or the wrapped-native contract for a wrap or unwrap. */
    to: z.string(),
    data: z.string(),
    value: z.string(),
    eip155: z.object({ gas: z.string(), gasPrice: z.string() }),
  }),
})

export type SwapTransaction = z.infer<typeof swapTransactionSchema>
