import { decodeFunctionData, formatUnits, type Hex, parseAbi, size, slice } from 'viem'
import * as z from 'zod/mini'
import type { ApprovalRow, ChainRpc } from './ApprovalCard.ts'
import { type Call, describeCall } from './describeCall.ts'
import type { TokenReader } from './readToken.ts'

/** The EIP-712 type EntryPoint v0.8 hashes a user operation as: its owner's signature runs it. */
export const USER_OPERATION_TYPE = 'PackedUserOperation'

// server/chain/contracts/KeyportAccount.sol (SimpleAccount v0.8): the calls an operation runs.
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

const address = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  z.transform((value) => value as Hex),
)
const bytes = z.pipe(
  z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/)),
  z.transform((value) => value as Hex),
)
const bytes32 = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  z.transform((value) => value as Hex),
)
const uint = z.pipe(
  z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.number(), z.bigint()]),
  z.transform((value) => BigInt(value)),
)

/** EntryPoint v0.8's `PackedUserOperation` as typed data carries it. */
const packedUserOperation = z.object({
  sender: address,
  nonce: uint,
  initCode: bytes,
  callData: bytes,
  accountGasLimits: bytes32,
  preVerificationGas: uint,
  gasFees: bytes32,
  paymasterAndData: bytes,
})

/** The operation could not be read: the wallet will not sign what it cannot show. */
class UserOperationNotDecodedError extends Error {
  override name = 'UserOperationNotDecodedError' as const
  constructor(reason: string) {
    super(
      `This signature would authorise a smart account operation that the wallet cannot show (${reason}), so it is refused.`,
    )
  }
}

function callsOf(callData: Hex): Call[] {
  if (size(callData) === 0) return []
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    throw new UserOperationNotDecodedError(
      `its callData ${callData.slice(0, 10)} is neither execute nor executeBatch`,
    )
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
}

// Two uint128 in one bytes32: high, low.
const split128 = (packed: Hex) => [BigInt(slice(packed, 0, 16)), BigInt(slice(packed, 16, 32))]

export type DescribeUserOperationParameters = {
  message: unknown
  nativeSymbol: string
  readToken: TokenReader
  rpc: ChainRpc
}

/**
 * A `PackedUserOperation` to sign, as what it does: the smart account that runs it, each call
 * (target, value, function, through `describeCall`), a deployment, a paymaster and the most it
 * can pay for gas. Throws `UserOperationNotDecodedError` when the message or its callData cannot
 * be read; never just the type's name.
 *
 * @example
 * await describeUserOperation({ message, nativeSymbol: 'ETH', readToken, rpc }) // [{ label: 'Smart account operation', … }, { label: 'Call 1: Send', … }]
 */
export async function describeUserOperation({
  message,
  nativeSymbol,
  readToken,
  rpc,
}: DescribeUserOperationParameters): Promise<ApprovalRow[]> {
  const parsed = z.safeParse(packedUserOperation, message)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new UserOperationNotDecodedError(`${issue?.path.join('.') || 'message'} is malformed`)
  }
  const op = parsed.data
  const calls = callsOf(op.callData)
  const described = await Promise.all(
    calls.map((call) => describeCall({ call, nativeSymbol, readToken, rpc })),
  )
  const rows: ApprovalRow[] = [
    {
      label: 'Smart account operation',
      value: `Runs as smart account ${op.sender}: anyone holding this signature can submit it`,
      warning: true,
    },
    ...(described.length === 0
      ? [{ label: 'Calls', value: 'None (only uses up the nonce)' }]
      : described.map((row, index) => ({ ...row, label: `Call ${index + 1}: ${row.label}` }))),
  ]
  if (size(op.initCode) > 0)
    rows.push({
      label: 'Deploys',
      value: `The account, through factory ${slice(op.initCode, 0, 20)}`,
    })
  if (size(op.paymasterAndData) >= 20)
    rows.push({ label: 'Paymaster', value: slice(op.paymasterAndData, 0, 20) })
  const [verificationGas = 0n, callGas = 0n] = split128(op.accountGasLimits)
  const [, maxFeePerGas = 0n] = split128(op.gasFees)
  const maxFee = (verificationGas + callGas + op.preVerificationGas) * maxFeePerGas
  rows.push(
    { label: 'Max network fee', value: `${formatUnits(maxFee, 18)} ${nativeSymbol}` },
    { label: 'Nonce', value: op.nonce.toString() },
  )
  return rows
}
