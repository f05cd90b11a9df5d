import type { Address } from 'viem'
import type * as z from 'zod'
import { paymasterStubData, signPaymasterData } from '../../chain/paymaster/paymasterData.ts'
import type { ApiDeps } from '../ApiDeps.ts'
import { checkDelegation } from './checkDelegation.ts'
import {
  chainNow,
  checkNotReplayed,
  checkOperationShape,
  sponsoredChain,
} from './checkUserOperation.ts'
import { createSponsorshipStore } from './createSponsorshipStore.ts'
import { maxGasCost } from './maxGasCost.ts'
import {
  type jsonRpcRequestSchema,
  type PaymasterParams,
  paymasterParamsSchema,
} from './paymasterRpcSchemas.ts'
import { SponsorshipRefusedError } from './SponsorshipRefusedError.ts'

/** How long a paymaster signature is good for, in seconds of block time. */
const paymasterSignatureTtlSeconds = 15 * 60

type JsonRpcId = number | string | null
type RpcError = { code: number; message: string; data?: unknown }

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const methods = new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData'])

/** Parses ERC-7677's params, or the JSON-RPC invalid-params error naming the field. */
function parseParams(params: unknown): PaymasterParams | RpcError {
  const parsed = paymasterParamsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = ['params', ...issue.path.map(String)].join('.')
    return {
      code: -32602,
      message: `Invalid params: ${where}: ${issue.message}. Expected [userOperation, entryPoint, chainId, context].`,
    }
  }
  const [userOperation, entryPoint, chainId] = parsed.data
  return { userOperation, entryPoint, chainId }
}

const neededForSigning = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/**
 * Answers one ERC-7677 request for a project on a chain: `pm_getPaymasterStubData` checks the
 * policy (nothing counted) and answers stub fields with the project as `sponsor`;
 * `pm_getPaymasterData` checks it again (an EIP-7702 operation's delegate too), reserves the operation's maximum gas cost against the
 * caps, and signs. Every refusal is a JSON-RPC error whose `data.rule` names the rule.
 *
 * @example
 * await answerPaymasterRpc({ request, chainId: 1, projectId: 'keyport-dev' }, deps)
 */
export async function answerPaymasterRpc(
  {
    request,
    chainId,
    projectId,
  }: { request: z.output<typeof jsonRpcRequestSchema>; chainId: number; projectId: string },
  deps: ApiDeps,
) {
  const id: JsonRpcId = request.id ?? null
  const fail = (error: RpcError) => ({ jsonrpc: '2.0' as const, id, error })
  if (!methods.has(request.method))
    return fail({
      code: -32601,
      message: `Method not found: ${request.method.slice(0, 100)}. This endpoint answers pm_getPaymasterStubData and pm_getPaymasterData (ERC-7677).`,
    })
  const params = parseParams(request.params)
  if ('code' in params) return fail(params)
  const final = request.method === 'pm_getPaymasterData'
  if (final) {
    const missing = neededForSigning.filter((key) => params.userOperation[key] === undefined)
    if (missing.length > 0)
      return fail({
        code: -32602,
        message: `Invalid params: pm_getPaymasterData needs the operation's ${missing.join(', ')} (estimate gas first).`,
      })
  }
  try {
    const result = await sponsor(params, { chainId, projectId, final }, deps)
    return { jsonrpc: '2.0' as const, id, result }
  } catch (error) {
    if (error instanceof SponsorshipRefusedError) return fail(error.toRpcError())
    throw error
  }
}

async function sponsor(
  params: PaymasterParams,
  { chainId, projectId, final }: { chainId: number; projectId: string; final: boolean },
  deps: ApiDeps,
) {
  const chain = sponsoredChain(params, chainId, deps)
  const store = createSponsorshipStore(deps.db)
  const stored = await store.getPolicy(projectId)
  if (!stored) throw new SponsorshipRefusedError('noPolicy', 'this app has no sponsorship policy.')
  checkOperationShape(params, chain, stored.policy)
  await checkDelegation(params, chain, stored.policy, deps)
  await checkNotReplayed(params, chain, deps)
  const { userOperation } = params
  const reservation = {
    projectId,
    chainId,
    sender: userOperation.sender,
    nonce: userOperation.nonce,
    maxCostWei: maxGasCost(userOperation),
    day: utcDay(deps.now()),
  }
  const paymaster = chain.deployment.accountAbstraction.paymaster as Address
  if (!final) {
    await store.reserve(reservation, { record: false })
    const [project] = await deps.db.query<{ name: string }>(
      'select name from projects where id = $1',
      [projectId],
    )
    return {
      ...paymasterStubData({
        paymaster,
        validUntil: Math.floor(deps.now() / 1000) + paymasterSignatureTtlSeconds,
        validAfter: 0,
      }),
      sponsor: { name: project?.name ?? projectId },
      isFinal: false,
    }
  }
  const signer = deps.paymasterSigner
  if (!signer) throw new Error('The data API was started without a paymaster signer.')
  // Block time, not ours: a chain whose clock was moved (anvil in tests) still accepts it.
  const now = await chainNow(chain, deps)
  await store.reserve(reservation)
  return signPaymasterData({
    userOperation: {
      ...userOperation,
      callGasLimit: userOperation.callGasLimit!,
      verificationGasLimit: userOperation.verificationGasLimit!,
      preVerificationGas: userOperation.preVerificationGas!,
      maxFeePerGas: userOperation.maxFeePerGas!,
      maxPriorityFeePerGas: userOperation.maxPriorityFeePerGas!,
    },
    chainId,
    paymaster,
    validUntil: now + paymasterSignatureTtlSeconds,
    validAfter: 0,
    signer,
  })
}
