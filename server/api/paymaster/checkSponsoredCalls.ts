import { type Address, isAddressEqual, size, slice } from 'viem'
import type { AccountCall } from './decodeAccountCalls.ts'
import { SponsorshipRefusedError } from './SponsorshipRefusedError.ts'
import { type SponsorshipPolicy, targetSelectors } from './sponsorshipPolicySchema.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Checks every call of an operation against the policy of its chain: its target must be listed
 * (`self` is the sending account) and its function among the target's selectors. Throws the first
 * refusal; a chain the policy does not list refuses everything (rule `chain`).
 *
 * @example
 * checkSponsoredCalls({ policy, chainId: 1, sender, calls: decodeAccountCalls(callData) })
 */
export function checkSponsoredCalls({
  policy,
  chainId,
  sender,
  calls,
}: {
  policy: SponsorshipPolicy
  chainId: number
  sender: Address
  calls: readonly AccountCall[]
}): void {
  const chainPolicy = policy.chains[String(chainId)]
  if (!chainPolicy)
    throw new SponsorshipRefusedError('chain', `this app sponsors nothing on chain ${chainId}.`)
  for (const call of calls) {
    const target = chainPolicy.targets.find((entry) =>
      entry.address === 'self'
        ? isAddressEqual(call.to, sender)
        : isAddressEqual(call.to, entry.address as Address),
    )
    if (!target)
      throw new SponsorshipRefusedError(
        'target',
        `${short(call.to)} is not a contract this app sponsors on chain ${chainId}.`,
      )
    const allowed = targetSelectors(target)
    if (allowed === 'any') continue
    const selector = size(call.data) >= 4 ? slice(call.data, 0, 4).toLowerCase() : '0x'
    if (!allowed.has(selector))
      throw new SponsorshipRefusedError(
        'selector',
        selector === '0x'
          ? `a plain transfer to ${short(call.to)} (no function called) is not sponsored.`
          : `function ${selector} of ${target.label ?? short(call.to)} is not one this app sponsors.`,
      )
  }
}
