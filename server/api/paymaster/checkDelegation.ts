import { delegationOf } from '@keyport/kernel/chain'
import { type Address, getAddress, isAddressEqual } from 'viem'
import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { unreachable } from './checkUserOperation.ts'
import { isEip7702Marker, type PaymasterParams } from './paymasterRpcSchemas.ts'
import { SponsorshipRefusedError } from './SponsorshipRefusedError.ts'
import type { SponsorshipPolicy } from './sponsorshipPolicySchema.ts'

/**
 * The EIP-7702 delegates sponsored on `chain`: the deployment's KeyportDelegate, then the
 * policy's `delegates` for that chain.
 *
 * @example
 * allowedDelegates(chain, policy) // ['0xKeyportDelegate…', …policy.chains['1'].delegates]
 */
function allowedDelegates(chain: ApiChain, policy: SponsorshipPolicy): Address[] {
  const own = chain.deployment.accountAbstraction.delegate as Address
  const listed = policy.chains[String(chain.deployment.chainId)]?.delegates ?? []
  return [own, ...listed.map((delegate) => getAddress(delegate))]
}

const delegateRefusal = (reason: string, allowed: readonly Address[]) => {
  const names = [`KeyportDelegate (${allowed[0]})`, ...allowed.slice(1)].join(', ')
  return new SponsorshipRefusedError(
    'delegate',
    `${reason}; this app sponsors EIP-7702 accounts delegated to ${names} only.`,
  )
}

/**
 * The EIP-7702 checks (rule `delegate`). An operation carrying `eip7702Auth` is sponsored only
 * when the authorization names an allowed delegate and this chain (never chain id 0, which is
 * valid on every chain) and uses the sender's next nonce; the sender's code, read from the chain,
 * must not delegate to anything else (the authorization would not replace it if it failed); and
 * an operation with the `0x7702` marker and no authorization needs a sender delegated already.
 * Why it matters: the policy reads callData as KeyportAccount's `execute`/`executeBatch`, which
 * only means that for code we know.
 *
 * @example
 * await checkDelegation(params, chain, policy, deps) // throws SponsorshipRefusedError('delegate', …)
 */
export async function checkDelegation(
  { userOperation }: PaymasterParams,
  chain: ApiChain,
  policy: SponsorshipPolicy,
  deps: ApiDeps,
): Promise<void> {
  const { sender, eip7702Auth: auth, factory } = userOperation
  const chainId = chain.deployment.chainId
  const allowed = allowedDelegates(chain, policy)
  const isAllowed = (delegate: Address) =>
    allowed.some((candidate) => isAddressEqual(candidate, delegate))
  if (auth) {
    if (!isAllowed(auth.address))
      throw delegateRefusal(`the authorization delegates ${sender} to ${auth.address}`, allowed)
    if (auth.chainId === 0n)
      throw delegateRefusal(
        'the authorization has chain id 0, which makes it valid on every chain',
        allowed,
      )
    if (auth.chainId !== BigInt(chainId))
      throw delegateRefusal(
        `the authorization is for chain ${auth.chainId}, not chain ${chainId}`,
        allowed,
      )
    if (factory && !isEip7702Marker(factory))
      throw delegateRefusal(
        `an operation with an EIP-7702 authorization deploys nothing, but this one names the factory ${factory}`,
        allowed,
      )
  }
  const [code, nextNonce] = await Promise.all([
    chain.client.getCode({ address: sender }),
    auth && chain.client.getTransactionCount({ address: sender, blockTag: 'pending' }),
  ]).catch(unreachable(chain, deps))
  const current = delegationOf(code)
  if (current && !isAllowed(current as Address))
    throw delegateRefusal(
      `${sender} is delegated to ${getAddress(current)}; undelegate it (or delegate it to an allowed contract) with a transaction of its own first`,
      allowed,
    )
  if (auth && nextNonce !== undefined && auth.nonce !== BigInt(nextNonce))
    throw delegateRefusal(
      `the authorization's nonce ${auth.nonce} is not ${sender}'s next nonce ${nextNonce} (an authorization used already or signed for later)`,
      allowed,
    )
  if (!auth && isEip7702Marker(factory) && !current)
    throw delegateRefusal(
      `${sender} is not delegated and the operation carries no EIP-7702 authorization`,
      allowed,
    )
}
