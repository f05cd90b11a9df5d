import { toFunctionSelector } from 'viem'
import * as z from 'zod'

const wei = z
  .string()
  .regex(
    /^\d{1,30}$/,
    'an amount in wei: a whole number as a string of digits, e.g. "5000000000000000"',
  )

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const selectorHex = /^0x[0-9a-fA-F]{8}$/
// A Solidity signature as `toFunctionSelector` reads it: name(types), tuples in parentheses.
const signatureShape = /^[A-Za-z_$][\w$]{0,63}\((?:[\w[\](),]{0,400})\)$/

const isSignature = (value: string) => {
  if (!signatureShape.test(value)) return false
  try {
    toFunctionSelector(value)
    return true
  } catch {
    return false
  }
}

const selector = z
  .string()
  .refine((value) => value === '*' || selectorHex.test(value) || isSignature(value), {
    message:
      'a selector: 4 bytes as 0x and 8 hex digits, a signature like "transfer(address,uint256)", or "*" for any function',
  })

const sponsoredTargetSchema = z.object({
  /** A contract address, or `self`: the sending account itself (its own grantSession, revokeSession). */
  address: z.union([
    z.literal('self'),
    z.string().regex(addressPattern, 'an address: 0x and 40 hex digits, or "self"'),
  ]),
  /** What the target is, for people reading the policy. @default none */
  label: z.string().max(80).optional(),
  /** The functions that may be called on it. */
  selectors: z.array(selector).min(1).max(64),
})

const chainPolicySchema = z.object({
  targets: z.array(sponsoredTargetSchema).max(64),
  /**
   * EIP-7702 delegates sponsored on this chain besides the deployment's KeyportDelegate (always
   * allowed): an operation whose sender is, or becomes, delegated to another contract is refused.
   * List only code whose `execute` and `executeBatch` mean what KeyportAccount's do: the policy
   * judges an operation by decoding them. @default none
   */
  delegates: z
    .array(z.string().regex(addressPattern, 'a delegate contract: 0x and 40 hex digits'))
    .max(16)
    .optional(),
})

export const sponsorshipPolicySchema = z.object({
  /** Most a sender's operations may cost in one UTC day, in wei, over every chain. */
  userDailyCapWei: wei,
  /** Most the project's sponsored operations may cost in all, in wei, over every chain. */
  totalBudgetWei: wei,
  /** Per chain id (decimal, as a string): the calls sponsored there. A chain not listed is refused. */
  chains: z.record(z.string(), chainPolicySchema).superRefine((chains, context) => {
    const ids = Object.keys(chains)
    if (ids.length > 16) context.addIssue({ code: 'custom', message: 'at most 16 chains' })
    for (const id of ids)
      if (!/^\d{1,12}$/.test(id))
        context.addIssue({
          code: 'custom',
          path: [id],
          message: `"${id.slice(0, 20)}" is not a chain id: use its decimal number, e.g. "8453"`,
        })
  }),
})

/** A project's sponsorship policy, as `PUT /v1/sponsorship/policy` takes it and the database keeps it. */
export type SponsorshipPolicy = z.infer<typeof sponsorshipPolicySchema>
export type SponsoredTarget = z.infer<typeof sponsoredTargetSchema>

/** The 4-byte selectors a target allows (lowercase), or 'any' when it lists "*". */
export function targetSelectors(target: SponsoredTarget): Set<string> | 'any' {
  if (target.selectors.includes('*')) return 'any'
  return new Set(
    target.selectors.map((entry) =>
      selectorHex.test(entry) ? entry.toLowerCase() : toFunctionSelector(entry).toLowerCase(),
    ),
  )
}
