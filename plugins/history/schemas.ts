// Zod schemas of the data-API calls this plugin makes. No React, no DOM: the server reuses them.
// Field names follow AppKit's `Transaction` type, which follows Zerion's transactions API.
import * as z from 'zod'

/** Spec §8: the account is required, as a plain EVM address. */
export const historyAccountSchema = z
  .string()
  .regex(
    /^0x[0-9a-fA-F]{40}$/,
    "Transactions can't be fetched without an accountAddress: expected 0x followed by 40 hex characters",
  )

/**
 * The on-ramp whose deliveries `onramp=` asks for: AppKit's one value, served here by the local
 * on-ramp's checkout (`/v1/generators/onrampurl`, the Coinbase-style generator of spec §7).
 */
const historyOnrampSchema = z.enum(['coinbase'], {
  error: "onramp must be 'coinbase' (the on-ramp whose purchases to list) or left out",
})

/**
 * Query of `GET /v1/account/:account/history`. `chainId` is `1` or CAIP-2 `eip155:1`; another
 * namespace (`solana:…`) is valid and answers an empty list (spec §5). `cursor` is the previous
 * page's `next`, opaque. `onramp` keeps only the transactions that on-ramp delivered.
 */
export const historyQuerySchema = z.object({
  /**
   * Spec §7: how the caller wants the answer cached, as fetch's `RequestCache`. The answer's
   * `cache-control` follows it: 'no-store' is never kept, 'no-cache' and 'reload' are revalidated.
   */
  cache: z
    .enum(['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached'], {
      error:
        'cache must be a fetch cache mode: default, no-store, reload, no-cache, force-cache or only-if-cached',
    })
    .optional(),
  cursor: z
    .string()
    .max(200, 'cursor is too long: pass back the `next` of the previous page')
    .optional(),
  onramp: historyOnrampSchema.optional(),
  chainId: z
    .string()
    .regex(
      /^(\d{1,12}|eip155:\d{1,12}|(?!eip155:)[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/,
      'Expected a chain id like 1 or a CAIP-2 id like eip155:1',
    )
    .optional(),
})

export type HistoryQuery = z.infer<typeof historyQuerySchema>

/** What moved and which way, seen from the account asked about. */
export const transactionTransferSchema = z.object({
  /** For coins and ERC-20 tokens. `address` (CAIP-10) is absent for the native coin. */
  fungible_info: z
    .object({
      name: z.string(),
      symbol: z.string(),
      icon: z.object({ url: z.string() }),
      address: z.string().optional(),
    })
    .optional(),
  /** For ERC-721 tokens; the spam flag is what the client's spam filter reads (spec §5). */
  nft_info: z
    .object({
      name: z.string(),
      token_id: z.string(),
      content: z.object({ preview: z.object({ url: z.string() }) }).optional(),
      flags: z.object({ is_spam: z.boolean() }),
    })
    .optional(),
  /** 'self' when the account sent to itself. */
  direction: z.enum(['in', 'out', 'self']),
  /** `numeric` is the human amount ('1.5'); `int` the smallest units; as Zerion's quantity. */
  quantity: z.object({ numeric: z.string(), int: z.string(), decimals: z.number().int() }),
  sender: z.string(),
  recipient: z.string(),
  /** USD value of the amount at today's price; absent when the token has no price. */
  value: z.number().optional(),
  /** USD price of one token today. */
  price: z.number().optional(),
})

export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

export const transactionOperationTypes = [
  'send',
  'receive',
  'trade',
  'approve',
  'deploy',
  'execute',
] as const

/** Spec §3 Transaction. */
export const transactionSchema = z.object({
  /** Unique per chain and transaction: 'eip155:1:0x<hash>'. */
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(transactionOperationTypes),
    hash: z.string(),
    /** ISO 8601, the block's time. */
    minedAt: z.string(),
    sentFrom: z.string(),
    /** The called contract or the recipient; the created contract for a deployment. */
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number().int(),
    /** CAIP-2, e.g. 'eip155:1'. */
    chain: z.string(),
  }),
  transfers: z.array(transactionTransferSchema),
})

export type Transaction = z.infer<typeof transactionSchema>

/** Newest first, 20 a page; `next` is the cursor of the next page, null on the last. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable(),
  /**
   * The account's EIP-7702 delegate by CAIP-2 chain, on the page's chains where it has one (an
   * account with a delegate, not a contract); absent when it has none.
   */
  delegates: z.record(z.string(), z.string()).optional(),
})

export type HistoryResponse = z.infer<typeof historyResponseSchema>
