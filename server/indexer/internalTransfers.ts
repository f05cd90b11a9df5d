import * as z from 'zod'
import type { IndexedTransfer } from './IndexedTransaction.ts'

/** One frame of geth's `callTracer` (anvil answers the same shape). */
export type CallFrame = {
  type: string
  from: string
  to?: string
  value?: string
  error?: string
  calls?: CallFrame[]
}

const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: z.string(),
    to: z.string().optional(),
    value: z.string().optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
)

/** What `debug_traceBlockByNumber` with `{ tracer: 'callTracer' }` answers: one entry per transaction. */
export const blockTraceSchema = z.array(
  z.object({ txHash: z.string().optional(), result: callFrameSchema.optional() }),
)

export type BlockTrace = z.infer<typeof blockTraceSchema>

// Only these frames move ether from `from` to `to`: a DELEGATECALL repeats its caller's value and a
// CALLCODE runs in the caller's own account, so neither moves anything.
const movingTypes = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/**
 * The slot an internal transfer takes in `chain_transfers.log_index`: -1 is the transaction's own
 * value and logs count up from 0 (a block holds far fewer than 2^30), so internal calls take 2^30
 * and up in call order, and list after the logs: a swap's token leg, then the ether it paid out.
 */
export const internalTransferIndex = (n: number) => 2 ** 30 + n

/**
 * The ether moved by internal calls (a contract or smart account forwarding value), by lower-case
 * transaction hash, from a block's call traces. The top frame is the transaction's own value and
 * is left out; a frame that failed, and everything under it, moved nothing.
 *
 * @example
 * const traces = blockTraceSchema.parse(await client.request({ method: 'debug_traceBlockByNumber', params: ['0x5', { tracer: 'callTracer' }] }))
 * internalTransfers(traces).get('0xabc…') // [{ logIndex: 1073741824, kind: 'native', from: account, to: recipient, amount: 10n, … }]
 */
export function internalTransfers(traces: BlockTrace): Map<string, IndexedTransfer[]> {
  const byHash = new Map<string, IndexedTransfer[]>()
  for (const { txHash, result } of traces) {
    if (!txHash || !result || result.error) continue
    const found: IndexedTransfer[] = []
    const walk = (frame: CallFrame) => {
      if (frame.error) return
      const amount = frame.value ? BigInt(frame.value) : 0n
      if (amount > 0n && frame.to && movingTypes.has(frame.type.toUpperCase()))
        found.push({
          logIndex: internalTransferIndex(found.length),
          kind: 'native',
          tokenAddress: null,
          tokenId: null,
          from: frame.from.toLowerCase(),
          to: frame.to.toLowerCase(),
          amount,
        })
      for (const child of frame.calls ?? []) walk(child)
    }
    for (const child of result.calls ?? []) walk(child)
    byHash.set(txHash.toLowerCase(), found)
  }
  return byHash
}
