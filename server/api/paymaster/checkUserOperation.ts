import { type Address, isAddressEqual, parseAbi } from 'viem'
import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { checkSponsoredCalls } from './checkSponsoredCalls.ts'
import { decodeAccountCalls } from './decodeAccountCalls.ts'
import { isEip7702Marker, type PaymasterParams } from './paymasterRpcSchemas.ts'
import { SponsorshipRefusedError } from './SponsorshipRefusedError.ts'
import type { SponsorshipPolicy } from './sponsorshipPolicySchema.ts'

const entryPointAbi = parseAbi([
  'function getNonce(address sender, uint192 key) view returns (uint256 nonce)',
])

/** The chain of the request: served here, with a paymaster, and the one the URL names. */
export function sponsoredChain(params: PaymasterParams, urlChainId: number, deps: ApiDeps) {
  if (params.chainId !== urlChainId)
    throw new SponsorshipRefusedError(
      'chain',
      `the operation is for chain ${params.chainId}, but this paymaster URL is for chain ${urlChainId}.`,
    )
  const chain = deps.chains.get(urlChainId)
  const contracts = chain?.deployment.accountAbstraction
  if (!chain || !contracts?.paymaster)
    throw new SponsorshipRefusedError('chain', `chain ${urlChainId} has no paymaster here.`)
  if (!isAddressEqual(params.entryPoint, contracts.entryPoint as Address))
    throw new SponsorshipRefusedError(
      'entryPoint',
      `${params.entryPoint} is not the EntryPoint v0.8 (${contracts.entryPoint}) this paymaster serves.`,
    )
  return chain
}

/**
 * The policy's checks that need no counting: the account factory (only the deployment's
 * KeyportAccount factory may deploy the sender; the EIP-7702 marker is `checkDelegation`'s), then
 * every call's target and function.
 */
export function checkOperationShape(
  { userOperation }: PaymasterParams,
  chain: ApiChain,
  policy: SponsorshipPolicy,
): void {
  const factory = userOperation.factory
  const expected = chain.deployment.accountAbstraction.accountFactory as Address
  if (factory && !isEip7702Marker(factory) && !isAddressEqual(factory, expected))
    throw new SponsorshipRefusedError(
      'factory',
      `the account would be deployed by ${factory}, not by the KeyportAccount factory this app sponsors.`,
    )
  checkSponsoredCalls({
    policy,
    chainId: chain.deployment.chainId,
    sender: userOperation.sender,
    calls: decodeAccountCalls(userOperation.callData),
  })
}

/** The 503 for a chain the paymaster could not read, logged with its cause. */
export const unreachable = (chain: ApiChain, deps: ApiDeps) => (cause: unknown) => {
  deps.log(`chain ${chain.deployment.chainId} unreadable for the paymaster`, cause)
  throw new ApiError(
    503,
    'chain_unreachable',
    `Chain ${chain.deployment.chainId} did not answer. Try again shortly.`,
  )
}

/** The chain's time in seconds: its latest block's, or ours when its last block is older. */
export async function chainNow(chain: ApiChain, deps: ApiDeps): Promise<number> {
  const block = await chain.client.getBlock({ blockTag: 'latest' }).catch(unreachable(chain, deps))
  return Math.max(Number(block.timestamp), Math.floor(deps.now() / 1000))
}

/**
 * Refuses an operation whose nonce the EntryPoint has already used (rule `replayed`): its next
 * nonce for the operation's key is past it.
 */
export async function checkNotReplayed(
  { userOperation }: PaymasterParams,
  chain: ApiChain,
  deps: ApiDeps,
) {
  const key = userOperation.nonce >> 64n
  const next = await chain.client
    .readContract({
      address: chain.deployment.accountAbstraction.entryPoint as Address,
      abi: entryPointAbi,
      functionName: 'getNonce',
      args: [userOperation.sender, key],
    })
    .catch(unreachable(chain, deps))
  if (userOperation.nonce < next)
    throw new SponsorshipRefusedError(
      'replayed',
      `nonce ${userOperation.nonce} of ${userOperation.sender} has already been used; build the operation again with the account's next nonce.`,
    )
}
