import { z } from 'zod'

// Solana JSON-RPC answers the send reads, as the data API forwards them. Lamports and token
// amounts arrive as JSON numbers or strings; both are read as bigint.

const u64 = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(BigInt)
const withContext = <T extends z.ZodType>(value: T) => z.object({ value })

export const rpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }).transform(({ result }) => ({ ok: true as const, result })),
  z
    .object({ error: z.object({ code: z.number(), message: z.string() }) })
    .transform(({ error }) => ({ ok: false as const, error })),
])

export const balanceSchema = withContext(u64)

export const tokenAccountSchema = withContext(
  z
    .object({
      data: z.object({
        parsed: z.object({ info: z.object({ tokenAmount: z.object({ amount: u64 }) }) }),
      }),
    })
    .nullable(),
)

export const latestBlockhashSchema = withContext(
  z.object({ blockhash: z.string().min(32), lastValidBlockHeight: u64 }),
)

export const feeForMessageSchema = withContext(u64.nullable())

export const rentSchema = u64

export const signatureStatusesSchema = withContext(
  z.array(
    z
      .object({
        err: z.unknown(),
        confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullish(),
      })
      .nullable(),
  ),
)
