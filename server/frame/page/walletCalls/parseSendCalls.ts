import { getAddress, type Hex, isAddressEqual } from 'viem'
import * as z from 'zod/mini'
import { type Call, readCalls } from '../readCalls.ts'
import type { Paymaster } from '../sponsorship/paymasterUrl.ts'
import { acceptCapabilities, type CapabilitySupport } from './acceptCapabilities.ts'
import { RpcCodeError, WALLET_CALLS_CODES } from './rpcCodeError.ts'

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const capabilities = z.optional(z.record(z.string(), z.unknown()))

/** EIP-5792 v2's `wallet_sendCalls` request. */
const sendCallsSchema = z.object({
  version: z.literal('2.0.0'),
  id: z.optional(z.string()),
  from: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  chainId: quantity,
  atomicRequired: z.boolean(),
  calls: z
    .array(
      z.object({
        to: z.optional(z.unknown()),
        data: z.optional(z.unknown()),
        value: z.optional(z.unknown()),
        capabilities,
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
  capabilities,
})

// The calls' own checks (readCalls) say which call is wrong; as invalid params (-32602).
function callsOf(calls: unknown[]): Call[] {
  try {
    return readCalls([{ calls }])
  } catch (error) {
    throw new RpcCodeError((error as Error).message, WALLET_CALLS_CODES.invalidParams)
  }
}

export type SendCallsRequest = {
  id?: string
  chainId: number
  atomicRequired: boolean
  calls: Call[]
  /** The app's `paymasterService`, when honoured. */
  paymaster?: Paymaster
}

/**
 * Reads a `wallet_sendCalls` request (EIP-5792 v2) before anything is shown: the shape (-32602),
 * the chain (the frame's current one, else 5710), the account (`from`, when given, is the active
 * one), atomicity (`atomicRequired` on the EOA: 5760) and the capabilities (`acceptCapabilities`).
 *
 * @example
 * parseSendCalls([{ version: '2.0.0', chainId: '0x1', atomicRequired: true, calls }], { chainId: 1, from, atomic: true, ...support })
 */
export function parseSendCalls(
  params: unknown,
  expect: CapabilitySupport & { chainId: number; from: Hex; atomic: boolean },
): SendCallsRequest {
  const [request] = Array.isArray(params) ? params : []
  const parsed = z.safeParse(sendCallsSchema, request)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : ''
    throw new RpcCodeError(
      `wallet_sendCalls needs an EIP-5792 v2 request${where}: ${issue?.message ?? 'invalid'}`,
      WALLET_CALLS_CODES.invalidParams,
    )
  }
  const { id, from, chainId, atomicRequired, calls, capabilities: requested } = parsed.data
  if (Number(chainId) !== expect.chainId)
    throw new RpcCodeError(
      `The wallet is on chain ${expect.chainId}, not ${Number(chainId)}: switch chains first`,
      WALLET_CALLS_CODES.unsupportedChain,
    )
  if (from && !isAddressEqual(getAddress(from), expect.from))
    throw new RpcCodeError(
      `${from} is not the wallet's active account (${expect.from})`,
      WALLET_CALLS_CODES.invalidParams,
    )
  if (atomicRequired && !expect.atomic)
    throw new RpcCodeError(
      'This account cannot run calls atomically: switch to the smart account',
      WALLET_CALLS_CODES.atomicityNotSupported,
    )
  for (const call of calls) acceptCapabilities(call.capabilities, expect, { perCall: true })
  const { paymaster } = acceptCapabilities(requested, expect)
  return {
    ...(id !== undefined && { id }),
    chainId: expect.chainId,
    atomicRequired,
    calls: callsOf(calls),
    ...(paymaster && { paymaster }),
  }
}
