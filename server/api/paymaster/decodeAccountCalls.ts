import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'
import { SponsorshipRefusedError } from './SponsorshipRefusedError.ts'

// KeyportAccount is SimpleAccount v0.8: its two ways of calling out.
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

export type AccountCall = { to: Address; value: bigint; data: Hex }

/**
 * The calls a KeyportAccount operation makes: `execute(target, value, data)` is one,
 * `executeBatch(calls)` many. Any other callData is refused (rule `selector`): the policy can only
 * judge calls it can read.
 *
 * @example
 * decodeAccountCalls(userOperation.callData) // [{ to: usdc, value: 0n, data: '0xa9059cbb…' }]
 */
export function decodeAccountCalls(callData: Hex): AccountCall[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    throw new SponsorshipRefusedError(
      'selector',
      `the account call ${callData.slice(0, 10)} is not execute or executeBatch, the only account calls this app sponsors.`,
    )
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  const [calls] = decoded.args
  if (calls.length === 0)
    throw new SponsorshipRefusedError('selector', 'the batch has no calls to sponsor.')
  return calls.map(({ target, value, data }) => ({ to: target, value, data }))
}
