import { RpcCodeError, WALLET_CALLS_CODES } from './rpcCodeError.ts'

/** Where a batch went: `userop:<hash>` for the smart account, `tx:<hash>,…` for the EOA. */
type CallBatch = { internal: string; chainId: number }

/** Longest app id kept: EIP-5792 ids are strings up to 4096 bytes. */
const MAX_ID_LENGTH = 4096

export type CallBatches = {
  /** Refuses an app id already used in this page's life (5720), before anything is sent. */
  reserve(id: string | undefined): void
  /** Frees a reserved id whose batch was never sent (declined, refused, failed). */
  release(id: string | undefined): void
  /** Records the batch under the app's id, or under its internal id when the app gave none. */
  record(id: string | undefined, batch: CallBatch): string
  /** The batch behind an id; undefined when this page never handed it out. */
  find(id: string): CallBatch | undefined
}

/**
 * The call-batch ids `wallet_sendCalls` answers (EIP-5792 v2, seam 4): the app may choose its own,
 * which the frame maps to its internal id for the page's life; a duplicate is refused with 5720.
 *
 * @example
 * const batches = createCallBatches()
 * batches.reserve('order-1')
 * batches.record('order-1', { internal: 'userop:0xabc…', chainId: 1 }) // 'order-1'
 */
export function createCallBatches(): CallBatches {
  const batches = new Map<string, CallBatch>()
  const pending = new Set<string>()
  return {
    reserve(id) {
      if (id === undefined) return
      if (id.length === 0 || id.length > MAX_ID_LENGTH)
        throw new RpcCodeError(
          `A call batch id is 1 to ${MAX_ID_LENGTH} characters`,
          WALLET_CALLS_CODES.invalidParams,
        )
      if (batches.has(id) || pending.has(id))
        throw new RpcCodeError(
          `The call batch id ${id.slice(0, 80)} is already used`,
          WALLET_CALLS_CODES.duplicateId,
        )
      pending.add(id)
    },
    release(id) {
      if (id !== undefined) pending.delete(id)
    },
    record(id, batch) {
      const key = id ?? batch.internal
      if (id !== undefined) pending.delete(id)
      batches.set(key, batch)
      return key
    },
    find: (id) => batches.get(id),
  }
}
