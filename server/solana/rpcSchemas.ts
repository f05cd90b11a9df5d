import { isAddress } from '@solana/kit'
import { z } from 'zod'

/** A base58 account address (32 bytes). */
export const addressSchema = z
  .string()
  .refine((value) => isAddress(value), { message: 'Invalid param: not a base58 address' })

/** A base58 transaction signature (64 bytes, so 64 to 88 base58 characters). */
export const signatureSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { message: 'Invalid param: not a base58 signature' })

export const commitmentSchema = z.enum(['processed', 'confirmed', 'finalized'])

export const minContextSlotSchema = z.number().int().nonnegative().optional()

/** `{ commitment?, minContextSlot? }`, the config most read methods take. */
export const readConfigSchema = z
  .object({ commitment: commitmentSchema.optional(), minContextSlot: minContextSlotSchema })
  .passthrough()

export const accountEncodingSchema = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed'])

export const accountConfigSchema = readConfigSchema.extend({
  encoding: accountEncodingSchema.optional(),
  dataSlice: z
    .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
})

export type AccountConfig = z.infer<typeof accountConfigSchema>

/** A u64 given as a JSON number. */
export const u64Schema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
