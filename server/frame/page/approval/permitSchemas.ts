import type { Hex } from 'viem'
import * as z from 'zod/mini'

// The typed-data messages the card decodes, as the app sends them: numbers may arrive as JSON
// numbers, decimal strings or hex strings. Anything that does not match shows as unknown typed data.
const address = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  z.transform((value) => value as Hex),
)
const uint = z.pipe(
  z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.number(), z.bigint()]),
  z.transform((value) => BigInt(value)),
)

/** EIP-2612 `Permit`. */
export const erc2612Permit = z.object({
  owner: address,
  spender: address,
  value: uint,
  deadline: uint,
})
/** DAI's older `Permit`: all or nothing. */
export const daiPermit = z.object({
  holder: address,
  spender: address,
  expiry: uint,
  allowed: z.boolean(),
})

const permitDetails = z.object({ token: address, amount: uint, expiration: uint })
/** Uniswap Permit2 `PermitSingle` (an allowance). */
export const permitSingle = z.object({
  details: permitDetails,
  spender: address,
  sigDeadline: uint,
})
/** Uniswap Permit2 `PermitBatch` (allowances). */
export const permitBatch = z.object({
  details: z.array(permitDetails),
  spender: address,
  sigDeadline: uint,
})

const permitted = z.object({ token: address, amount: uint })
/** Uniswap Permit2 `PermitTransferFrom` (one signature-transfer). */
export const permitTransferFrom = z.object({ permitted, spender: address, deadline: uint })
/** Uniswap Permit2 `PermitBatchTransferFrom`. */
export const permitBatchTransferFrom = z.object({
  permitted: z.array(permitted),
  spender: address,
  deadline: uint,
})
