import { type Address, isAddress } from '@solana/kit'
import * as z from 'zod'

/**
 * A Solana address: base58 text of a 32-byte public key (what `@solana/kit`'s `isAddress`
 * accepts).
 *
 * @example
 * solanaAddressSchema.parse('11111111111111111111111111111111') // the System Program
 */
export const solanaAddressSchema = z
  .string()
  .refine(
    (value): value is Address => isAddress(value),
    'Expected a Solana address: base58 text of 32 bytes (32 to 44 characters)',
  )
  .transform((value) => value as Address)
