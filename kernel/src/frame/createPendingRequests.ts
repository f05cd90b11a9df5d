import type { Clock } from '../time/Clock'
import { FrameRequestAbortedError, FrameRequestTimeoutError } from './errors'
import { FRAME_CHANNEL } from './frameConstants'
import type { FrameRequestPayload, FrameRequestType, FrameResponsePayload } from './frameMessages'

export type PendingRequest = {
  type: FrameRequestType
  /** The RPC method of an RPC_REQUEST (abortRequests spares the safe ones). */
  method?: string
}

type Entry = PendingRequest & {
  resolve(value: unknown): void
  reject(error: Error): void
  cleanup(): void
}

/**
 * The frame transport's open requests: each gets a random id and waits in a map until `settle`
 * (its reply), an abort (its signal, or `abort`) or its time-out rejects it with a typed error.
 *
 * @example
 * const requests = createPendingRequests({ clock, randomId, post })
 * const { chainId } = await requests.send('GET_CHAIN_ID', {}, undefined, undefined)
 */
export function createPendingRequests({
  clock,
  randomId,
  post,
}: {
  clock: Clock
  randomId: () => string
  /** Posts a message to the frame; throws when there is none (`FrameNotSetError`). */
  post: (message: unknown) => void
}) {
  const entries = new Map<string, Entry>()

  const settle = (id: string, error: Error | undefined, value?: unknown) => {
    const entry = entries.get(id)
    if (!entry) return
    entries.delete(id)
    entry.cleanup()
    if (error) entry.reject(error)
    else entry.resolve(value)
  }
  const abort = (id: string) => {
    const entry = entries.get(id)
    if (entry) settle(id, new FrameRequestAbortedError(entry.type))
  }

  /** Posts one request; `timeoutMs` undefined waits without a time-out. */
  const send = <T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    signal: AbortSignal | undefined,
    timeoutMs: number | undefined,
  ): Promise<FrameResponsePayload<T>> => {
    if (signal?.aborted) return Promise.reject(new FrameRequestAbortedError(type))
    const id = randomId()
    return new Promise((resolve, reject) => {
      let cancelTimer = () => {}
      const onAbort = () => abort(id)
      const method =
        type === 'RPC_REQUEST' ? (payload as FrameRequestPayload<'RPC_REQUEST'>).method : undefined
      entries.set(id, {
        type,
        method,
        resolve: resolve as (value: unknown) => void,
        reject,
        cleanup: () => {
          cancelTimer()
          signal?.removeEventListener('abort', onAbort)
        },
      })
      signal?.addEventListener('abort', onAbort)
      if (timeoutMs !== undefined)
        cancelTimer = clock.setTimeout(
          () => settle(id, new FrameRequestTimeoutError(type, timeoutMs)),
          timeoutMs,
        )
      try {
        post({ channel: FRAME_CHANNEL, kind: 'request', id, type, payload })
      } catch (error) {
        settle(id, error as Error)
      }
    })
  }

  return {
    send,
    settle,
    abort,
    /** The open request with this id, if any. */
    get: (id: string): PendingRequest | undefined => entries.get(id),
    /** The open requests, as [id, request] pairs (a copy: aborting while iterating is safe). */
    list: (): [string, PendingRequest][] => [...entries],
  }
}
