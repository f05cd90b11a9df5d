import { BaseError, type Hex, type PublicClient, toHex } from 'viem'
import type { IndexedTransfer } from './IndexedTransaction.ts'
import { blockTraceSchema, internalTransfers } from './internalTransfers.ts'

// viem's public schema has no debug_* methods: the one call this file makes, typed here.
type TraceRequest = (args: {
  method: 'debug_traceBlockByNumber'
  params: [Hex, { tracer: 'callTracer' }]
}) => Promise<unknown>

/** JSON-RPC codes a node answers for a method it does not offer (geth, anvil, erigon, providers). */
const unsupportedCodes = new Set([-32601, -32004, -32600])

/**
 * The ether moved by internal calls in one block, by lower-case hash: the block's
 * `debug_traceBlockByNumber` with geth's `callTracer`. A node without the debug namespace gets
 * an error that says how to index without traces (`KEYPORT_INDEXER_TRACE=off`).
 *
 * @example
 * const internal = await readInternalTransfers(client, 12n)
 * internal.get('0xabc…') // [{ kind: 'native', from: smartAccount, to: recipient, amount, … }]
 */
export async function readInternalTransfers(
  client: Pick<PublicClient, 'request'>,
  blockNumber: bigint,
): Promise<Map<string, IndexedTransfer[]>> {
  let raw: unknown
  try {
    raw = await (client.request as unknown as TraceRequest)({
      method: 'debug_traceBlockByNumber',
      params: [toHex(blockNumber), { tracer: 'callTracer' }],
    })
  } catch (cause) {
    const code = cause instanceof BaseError ? (cause.walk() as { code?: unknown }).code : undefined
    if (typeof code === 'number' && unsupportedCodes.has(code))
      throw new Error(
        'The node does not answer debug_traceBlockByNumber (callTracer), which history needs for ether moved by internal calls. Enable the debug namespace on the node, or set KEYPORT_INDEXER_TRACE=off to index without internal transfers.',
        { cause },
      )
    throw cause
  }
  const traces = blockTraceSchema.safeParse(raw)
  if (!traces.success)
    throw new Error(
      `debug_traceBlockByNumber answered an unexpected shape for block ${blockNumber}; is the tracer callTracer?`,
    )
  return internalTransfers(traces.data)
}
