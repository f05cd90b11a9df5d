import { bytesToHex, type Hex, hexToBytes, isHex } from 'viem'
import type { ApprovalCard, ApprovalRow, ChainRpc } from './ApprovalCard.ts'
import { chainName, nativeSymbol } from './chainName.ts'
import { type Call, describeCall } from './describeCall.ts'
import { describeTypedData, type TypedDataPayload } from './describeTypedData.ts'
import { createTokenReader } from './readToken.ts'
import { simulateBalanceChanges } from './simulateBalanceChanges.ts'

/** Who asks, on which chain, for which account: the same for every card. */
export type CardContext = {
  /** The app's origin the frame pinned. */
  origin: string
  chainId: number
  /** The account that signs or sends. */
  from: Hex
  /** True when `from` is the smart account. */
  smart: boolean
  rpc: ChainRpc
}

const base = (context: CardContext, title: string) => ({
  title,
  origin: context.origin,
  chain: { id: context.chainId, name: chainName(context.chainId) },
})

const accountRow = ({ from, smart }: CardContext): ApprovalRow =>
  smart ? { label: 'From', value: `${from} (smart account)` } : { label: 'Account', value: from }

const json = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

/** personal_sign's message as text when it is UTF-8, else as hex. */
export function messageText(message: unknown) {
  if (!isHex(message)) return String(message)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
  } catch {
    return message
  }
}

/**
 * personal_sign: the decoded text.
 *
 * @example
 * messageCard(context, '0x48656c6c6f') // rows: Message "Hello"
 */
export function messageCard(context: CardContext, message: unknown): ApprovalCard {
  const raw = isHex(message) ? message : bytesToHex(new TextEncoder().encode(String(message)))
  return {
    ...base(context, 'Sign message'),
    rows: [{ label: 'Message', value: messageText(message) }, accountRow(context)],
    raw,
  }
}

/**
 * eth_signTypedData_v4: permits decoded, anything else by type, the JSON behind "Show raw data".
 *
 * @example
 * await typedDataCard(context, typed) // rows: Permit "Unlimited USDC to 0x…", Spender, Deadline
 */
export async function typedDataCard(
  context: CardContext,
  typed: TypedDataPayload,
): Promise<ApprovalCard> {
  const readToken = createTokenReader(context.rpc)
  const rows = await describeTypedData({
    typed,
    chainId: context.chainId,
    readToken,
    rpc: context.rpc,
  })
  return {
    ...base(context, 'Sign typed data'),
    rows: [...rows, accountRow(context)],
    raw: json(typed),
  }
}

/**
 * eth_sendTransaction (one call) and wallet_sendCalls (one row group per call): each call
 * decoded, and the balance changes of all of them simulated together.
 *
 * @example
 * await transactionCard(context, 'Send transaction', [{ to: usdc, data }])
 */
export async function transactionCard(
  context: CardContext,
  title: string,
  calls: Call[],
): Promise<ApprovalCard> {
  const readToken = createTokenReader(context.rpc)
  const symbol = nativeSymbol(context.chainId)
  const described = await Promise.all(
    calls.map((call) => describeCall({ call, nativeSymbol: symbol, readToken, rpc: context.rpc })),
  )
  // One row per call; a batch numbers them in the order they run.
  const rows = described.map((row, index) =>
    calls.length === 1 ? row : { ...row, label: `Call ${index + 1}: ${row.label}` },
  )
  const simulation = simulateBalanceChanges({
    rpc: context.rpc,
    from: context.from,
    calls,
    nativeSymbol: symbol,
    readToken,
  })
  return {
    ...base(context, title),
    rows: [...rows, accountRow(context)],
    raw: json(
      calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
    ),
    simulation,
  }
}
