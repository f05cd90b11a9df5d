// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
// Field names follow AppKit's on-ramp types, which follow Coinbase's buy API (snake_case inside
// `networks` and `payment_method_limits`, camelCase elsewhere).
import * as z from 'zod'

const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address: 0x followed by 40 hex characters')

/** A fiat or crypto amount as a decimal string, with its currency: `{ amount: '100.00', currency: 'USD' }`. */
export const onrampAmountSchema = z.object({ amount: z.string(), currency: z.string() })

/** Payment method ids, as Coinbase names them. */
export const onrampPaymentMethodIdSchema = z.enum(['card', 'ach_bank_account'], {
  error: "paymentMethod must be 'card' or 'ach_bank_account'",
})

export type OnrampPaymentMethodId = z.infer<typeof onrampPaymentMethodIdSchema>

/** Limits of one payment method in one fiat currency, as decimal strings. */
export const paymentMethodLimitSchema = z.object({
  id: onrampPaymentMethodIdSchema,
  min: z.string(),
  max: z.string(),
})

export const paymentCurrencySchema = z.object({
  /** 'USD' or 'EUR'. */
  id: z.string(),
  payment_method_limits: z.array(paymentMethodLimitSchema),
})

export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

/** Where a purchase currency can be delivered. `contract_address` is '' for the native coin. */
export const onrampNetworkSchema = z.object({
  /** Coinbase-style name: 'ethereum', 'base'. */
  name: z.string(),
  display_name: z.string(),
  /** Decimal chain id as a string: '1', '8453'. */
  chain_id: z.string(),
  contract_address: z.string(),
})

export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(onrampNetworkSchema),
})

export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

/** An on-ramp provider as AppKit lists it; `feeRange` is display text like '1-2%'. */
export const onrampProviderSchema = z.object({
  label: z.string(),
  name: z.string(),
  feeRange: z.string(),
  url: z.string(),
  supportedChains: z.array(z.enum(['eip155', 'solana'])),
})

export const onrampOptionsResponseSchema = z.object({
  paymentMethods: z.array(z.object({ id: onrampPaymentMethodIdSchema, name: z.string() })),
  paymentCurrencies: z.array(paymentCurrencySchema),
  purchaseCurrencies: z.array(purchaseCurrencySchema),
  providers: z.array(onrampProviderSchema),
})

export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>

/** A currency given either as its id ('USD', 'ETH') or as the option object AppKit holds. */
const currencyRef = (what: string) =>
  z
    .union(
      [
        z.string().min(1).max(32),
        z.object({ id: z.string().min(1).max(64), symbol: z.string().max(32).optional() }),
      ],
      { error: `${what} must be a currency id like 'USD' or an object with an id` },
    )
    .transform((value) =>
      (typeof value === 'string' ? value : (value.symbol ?? value.id)).toUpperCase(),
    )

/** A positive decimal amount, as a string ('100', '99.5') or a JSON number; `example` is documented. */
const onrampDecimal = (example: string) =>
  z
    .union([z.string(), z.number()], {
      error: "Expected a positive decimal amount like '100' or '99.50'",
    })
    .meta({ examples: [example] })
    .transform((value) => String(value))
    .pipe(
      z
        .string()
        .regex(
          /^\d{1,12}(\.\d{1,18})?$/,
          "Expected a positive decimal amount like '100' or '99.50'",
        )
        .refine((value) => Number(value) > 0, 'The amount must be greater than 0'),
    )

/** Body of `POST /v1/onramp/quote`. `amount` is what the buyer pays, in `paymentCurrency`. */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: currencyRef('purchaseCurrency').meta({ examples: ['ETH'] }),
  paymentCurrency: currencyRef('paymentCurrency').meta({ examples: ['USD'] }),
  amount: onrampDecimal('100'),
  /** Coinbase-style name ('base') or CAIP-2 ('eip155:8453'). @default 'ethereum' (spec §9 fallback) */
  network: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ examples: ['base'] }),
  /** @default 'card' */
  paymentMethod: onrampPaymentMethodIdSchema.optional(),
})

export type OnrampQuoteRequest = z.input<typeof onrampQuoteRequestSchema>

/**
 * A quote, as Coinbase names its parts. `paymentTotal` is what the buyer pays;
 * `paymentSubtotal` what buys crypto; `coinbaseFee` the provider's fee; `networkFee` the gas the
 * delivery costs; `purchaseAmount` the crypto delivered. Total = subtotal + both fees.
 */
export const onrampQuoteSchema = z.object({
  paymentTotal: onrampAmountSchema,
  paymentSubtotal: onrampAmountSchema,
  purchaseAmount: onrampAmountSchema,
  coinbaseFee: onrampAmountSchema,
  networkFee: onrampAmountSchema,
  quoteId: z.string(),
})

export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

/** Body of `POST /v1/generators/onrampurl`. */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: evmAddress,
        /** Coinbase-style network names: ['ethereum', 'base']. */
        blockchains: z
          .array(
            z
              .string()
              .min(1)
              .max(64)
              .meta({ examples: ['base'] }),
          )
          .min(1)
          .max(16),
        /** Symbols to offer: ['ETH', 'USDC']. @default every purchase currency */
        assets: z
          .array(
            z
              .string()
              .min(1)
              .max(32)
              .meta({ examples: ['ETH'] }),
          )
          .max(16)
          .optional(),
      }),
    )
    .min(1, 'destinationWallets needs at least one wallet')
    .max(10),
  /** @default the first served network among the wallets' blockchains */
  defaultNetwork: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .meta({ examples: ['base'] }),
  partnerUserId: z
    .string()
    .min(1)
    .max(256)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: PostgreSQL text cannot hold NUL; refuse it here
    .regex(/^[^\u0000-\u001f]*$/, 'partnerUserId must not contain control characters')
    .meta({ examples: ['user-1'] }),
  defaultExperience: z
    .literal('buy', { error: "defaultExperience must be 'buy' (the only experience here)" })
    .default('buy'),
  presetCryptoAmount: onrampDecimal('0.05').optional(),
  presetFiatAmount: onrampDecimal('100').optional(),
})

export type OnrampUrlRequest = z.input<typeof onrampUrlRequestSchema>

export const onrampUrlResponseSchema = z.object({ url: z.string() })

/**
 * Spec §9's fallback limits, for USD and EUR: card 10 to 7500, bank account 10 to 25000. The
 * client shows them when the options call fails; the local provider enforces the same.
 */
export const fallbackPaymentCurrencies: PaymentCurrency[] = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
}))
