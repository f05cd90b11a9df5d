import { formatUnits, type Hex, numberToHex } from 'viem'
import type { ChainRpc, SimulationResult } from './ApprovalCard.ts'
import type { Call } from './describeCall.ts'
import type { TokenReader } from './readToken.ts'

// ERC-20 (and ERC-721) Transfer(address,address,uint256); with traceTransfers the node reports
// native value moves as the same event from this pseudo-address (eth_simulateV1).
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type SimulatedLog = { address: Hex; topics: Hex[]; data: Hex }
type SimulatedCall = { status: Hex; logs?: SimulatedLog[]; error?: { message?: string } }

export type SimulateBalanceChangesParameters = {
  rpc: ChainRpc
  from: Hex
  calls: Call[]
  nativeSymbol: string
  readToken: TokenReader
}

const topicAddress = (topic: Hex | undefined) => (topic ? `0x${topic.slice(26)}`.toLowerCase() : '')

/** Net amount per asset that moved to or from `owner`, in the order the assets first moved. */
function netChanges(logs: SimulatedLog[], owner: string) {
  const net = new Map<string, bigint>()
  for (const log of logs) {
    // Three topics: a fungible transfer (ERC-721 indexes the token id as a fourth).
    if (log.topics[0] !== TRANSFER || log.topics.length !== 3) continue
    const amount = BigInt(log.data === '0x' ? 0 : log.data)
    const asset = log.address.toLowerCase()
    const delta =
      (topicAddress(log.topics[2]) === owner ? amount : 0n) -
      (topicAddress(log.topics[1]) === owner ? amount : 0n)
    net.set(asset, (net.get(asset) ?? 0n) + delta)
  }
  return [...net].filter(([, delta]) => delta !== 0n)
}

const signed = (delta: bigint, decimals: number, symbol: string) =>
  `${delta < 0n ? '−' : '+'}${formatUnits(delta < 0n ? -delta : delta, decimals)} ${symbol}`

/**
 * Runs the calls on the chain's current state with eth_simulateV1 (traceTransfers on) and
 * returns the owner's balance changes ("−10 USDC", "+0.003 ETH"). A node without the method, or
 * any failure to simulate, gives `unavailable`; a call that reverts gives `reverted`.
 *
 * @example
 * await simulateBalanceChanges({ rpc, from, calls, nativeSymbol: 'ETH', readToken }) // { status: 'ok', changes: ['−10 USDC'] }
 */
export async function simulateBalanceChanges({
  rpc,
  from,
  calls,
  nativeSymbol,
  readToken,
}: SimulateBalanceChangesParameters): Promise<SimulationResult> {
  let blocks: { calls: SimulatedCall[] }[]
  try {
    const request = {
      blockStateCalls: [
        {
          calls: calls.map((call) => ({
            from,
            to: call.to,
            data: call.data,
            value: numberToHex(call.value ?? 0n),
          })),
        },
      ],
      traceTransfers: true,
      validation: false,
    }
    blocks = (await rpc('eth_simulateV1', [request, 'latest'])) as typeof blocks
    if (!Array.isArray(blocks?.[0]?.calls)) return { status: 'unavailable' }
  } catch {
    return { status: 'unavailable' }
  }
  const results = blocks[0]!.calls
  const failed = results.find((call) => call.status !== '0x1')
  if (failed) return { status: 'reverted', reason: failed.error?.message ?? 'The call reverts' }
  const owner = from.toLowerCase()
  const changes = await Promise.all(
    netChanges(
      results.flatMap((call) => call.logs ?? []),
      owner,
    ).map(async ([asset, delta]) => {
      if (asset === NATIVE) return signed(delta, 18, nativeSymbol)
      const token = await readToken(asset as Hex)
      return token
        ? signed(delta, token.decimals, token.symbol)
        : signed(delta, 0, `units of ${asset}`)
    }),
  )
  return { status: 'ok', changes }
}
