import { type Observable, Subject } from 'rxjs'
import * as z from 'zod/mini'
import type { Logger } from '../log/Logger'
import { type Clock, systemClock } from '../time/Clock'
import { createPendingRequests } from './createPendingRequests'
import {
  FrameLoadError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
} from './errors'
import {
  FRAME_CHANNEL,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_RELOAD_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SDK_VERSION,
} from './frameConstants'
import {
  type FrameEvent,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameResponsePayload,
  frameEventPayloads,
  frameReplySchema,
  frameResponsePayloads,
} from './frameMessages'
import { type MountedFrame, type MountFrame, mountIframe } from './mountFrame'
import { rpcMethodKind } from './rpcMethods'
import { startHeartbeat } from './startHeartbeat'

/** Spec section 9: these requests give up after 30000 ms. */
export const TIMED_FRAME_REQUESTS: readonly FrameRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/** Where the transport listens for replies: `window`, or a fake in tests. */
export type FrameMessageSource = {
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
}
export type FrameMessageEvent = { data: unknown; origin: string; source: unknown }

export type CreateFrameTransportParameters = {
  /** The frame page, e.g. 'https://secure.example.com/sdk'; its origin is the only one trusted. */
  url: string
  projectId: string
  /** The chain the frame starts on. */
  chainId: number
  /** @default false */
  enableLogger?: boolean
  /** @default FRAME_SDK_VERSION ('4') */
  version?: string
  /** @default systemClock */
  clock?: Clock
  /** @default () => crypto.randomUUID() */
  randomId?: () => string
  /** @default globalThis.window */
  window?: FrameMessageSource
  /** @default mountIframe(document) */
  mount?: MountFrame
  /** @default 30_000 */
  requestTimeoutMs?: number
  /** @default 20_000 */
  loadTimeoutMs?: number
  /**
   * Pings a ready frame this often (GET_CHAIN_ID) and replaces it when a ping is still
   * unanswered two beats later. The kernel's service sets `FRAME_HEARTBEAT_MS` (5 s, spec section 9).
   * @default undefined (no heartbeat)
   */
  heartbeatMs?: number
  logger?: Logger
}

export type FrameRequestOptions = { signal?: AbortSignal }

/**
 * The app side of the secure-frame protocol (spec section 7). See `createFrameTransport`.
 */
export interface FrameTransport {
  /** The frame's origin: replies from anywhere else are dropped. */
  readonly origin: string
  /** READY, SESSION_UPDATE, SOCIAL_RESULT, FOCUS_EXIT and APPROVAL_SIZE, as the frame says them. */
  readonly events$: Observable<FrameEvent>
  /** True once the frame element exists (created lazily). */
  readonly mounted: boolean
  /** Creates the frame if needed and waits for READY; rejects 'Unable to load email login dependency'. */
  load(): Promise<void>
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameResponsePayload<T>>
  /**
   * Aborts open requests: every one (but the request that shows the Farcaster sign-in), or with `unsafeOnly` the
   * RPC requests that sign or send (spec section 6). Tells the frame with RPC_ABORT. Returns
   * how many were aborted.
   */
  abortRequests(options?: { unsafeOnly?: boolean }): number
  /** Shows the frame over the modal (its own approval UI) or hides it. */
  setVisible(visible: boolean): void
  /**
   * Places the frame exactly over `element` (a view the frame draws itself inside the modal, such
   * as the Farcaster sign-in) and keeps it there while the element moves; null hides it.
   */
  placeOver(element: Element | null): void
  /** Moves keyboard focus into the frame (a view it draws inside the modal). */
  focus(): void
  /** Gives the shown frame the height its approval card asks for (APPROVAL_SIZE). */
  fitHeight(px: number): void
  /**
   * Spec "reload": asks a ready frame to restart its page (RELOAD) and waits for its new READY;
   * what was open is aborted. When the frame refuses, does not answer within
   * `FRAME_RELOAD_TIMEOUT_MS`, or its page never says READY again, logs 'Error reloading iframe'
   * and replaces the element with a new one (so does a frame still loading); rejects when that
   * fails too, logging it again. A dead frame the heartbeat finds is replaced at once.
   */
  reload(): Promise<void>
  /** Removes the frame and rejects what is open; the next request creates a new one. */
  reset(): void
  dispose(): void
}

/**
 * Creates the app side of the secure-frame transport: messages go to the frame's exact origin,
 * replies count only when both `event.origin` and `event.source` are the frame's and the message
 * parses (a zod union of request, success, error and event); each request has a random id from
 * `crypto.randomUUID()`, waits in a pending map, and rejects on error, time-out or abort with a
 * typed error whose `shortMessage` is the spec's text. The frame element is created on first use.
 *
 * @example
 * const frame = createFrameTransport({ url: 'http://127.0.0.1:5174/sdk', projectId, chainId: 1 })
 * const { action } = await frame.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function createFrameTransport({
  url,
  projectId,
  chainId,
  enableLogger = false,
  version = FRAME_SDK_VERSION,
  clock = systemClock,
  randomId = () => globalThis.crypto.randomUUID(),
  window: source = globalThis.window,
  mount,
  requestTimeoutMs = FRAME_REQUEST_TIMEOUT_MS,
  loadTimeoutMs = FRAME_LOAD_TIMEOUT_MS,
  heartbeatMs,
  logger,
}: CreateFrameTransportParameters): FrameTransport {
  const origin = new URL(url).origin
  const events$ = new Subject<FrameEvent>()
  let frame: MountedFrame | undefined
  let loading: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let failLoad: ((error: Error) => void) | undefined
  let stopHeartbeat: (() => void) | undefined
  let ping: { id: string; answered(): void } | undefined
  /** The mounted frame said READY and has not been told to reload since. */
  let ready = false

  const src = () => {
    const target = new URL(url)
    target.searchParams.set('projectId', projectId)
    target.searchParams.set('chainId', String(chainId))
    target.searchParams.set('version', version)
    target.searchParams.set('enableLogger', String(enableLogger))
    return target.toString()
  }

  const onMessage = (event: FrameMessageEvent) => {
    if (event.origin !== origin || !frame || event.source !== frame.target || !frame.target) return
    const parsed = z.safeParse(frameReplySchema, event.data)
    if (!parsed.success) {
      logger?.debug('frame: dropped a message that does not parse')
      return
    }
    const message = parsed.data
    if (message.kind === 'event') {
      const payload = z.safeParse(frameEventPayloads[message.type], message.payload ?? {})
      if (!payload.success) return
      if (message.type === 'READY') {
        markReady?.()
        beginHeartbeat()
      }
      events$.next({ type: message.type, payload: payload.data } as FrameEvent)
      return
    }
    if (ping && message.id === ping.id) return ping.answered()
    const entry = requests.get(message.id)
    if (!entry || entry.type !== message.type) return
    if (message.kind === 'error')
      return requests.settle(
        message.id,
        new FrameRequestError(message.type, message.payload.message, message.payload.code),
      )
    const payload = z.safeParse(frameResponsePayloads[message.type], message.payload)
    if (!payload.success)
      return requests.settle(message.id, new FrameRequestError(message.type, undefined))
    requests.settle(message.id, undefined, payload.data)
  }
  source?.addEventListener('message', onMessage)

  // Waits for the next READY (a new element, or the page a RELOAD restarted) for loadTimeoutMs;
  // on failure the element goes, so the next use mounts a new one.
  const expectReady = () => {
    ready = false
    loading = new Promise<void>((resolve, reject) => {
      const cancelTimer = clock.setTimeout(
        () =>
          fail(new FrameLoadError(`The secure frame did not say READY in ${loadTimeoutMs} ms.`)),
        loadTimeoutMs,
      )
      const fail = (error: Error) => {
        cancelTimer()
        markReady = failLoad = undefined
        loading = undefined
        frame?.remove()
        frame = undefined
        reject(error)
      }
      markReady = () => {
        cancelTimer()
        markReady = failLoad = undefined
        ready = true
        resolve()
      }
      failLoad = fail
    })
    return loading
  }

  const load = () => {
    if (loading) return loading
    const readyNow = expectReady()
    frame = (mount ?? mountIframe(globalThis.document))(src())
    frame.onError(() =>
      failLoad?.(new FrameLoadError(`The secure frame at ${origin} failed to load.`)),
    )
    return readyNow
  }

  const post = (message: unknown) => {
    const target = frame?.target
    if (!target) throw new FrameNotSetError()
    target.postMessage(message, origin)
  }
  const requests = createPendingRequests({ clock, randomId, post })

  const beginHeartbeat = () => {
    if (!heartbeatMs || stopHeartbeat) return
    stopHeartbeat = startHeartbeat({
      clock,
      intervalMs: heartbeatMs,
      ping: () =>
        new Promise<void>((answered) => {
          const id = randomId()
          ping = { id, answered }
          // A frame element that is gone cannot answer: the ping stays open and it is replaced.
          frame?.target?.postMessage(
            { channel: FRAME_CHANNEL, kind: 'request', id, type: 'GET_CHAIN_ID', payload: {} },
            origin,
          )
        }),
      onDead: () => {
        logger?.warn(`frame: no answer in ${2 * heartbeatMs} ms; reloading the secure frame`)
        // It did not answer pings, so it would not answer RELOAD either: a new element.
        replace().catch(() => undefined)
      },
    })
  }

  // The frame's page goes (removed or restarting): no more pings, and what it had open is lost.
  const forgetPage = () => {
    stopHeartbeat?.()
    stopHeartbeat = ping = undefined
    ready = false
    for (const [id] of requests.list()) requests.abort(id)
  }

  const removeFrame = () => {
    forgetPage()
    failLoad?.(new FrameLoadError('The secure frame was reset while loading.'))
    frame?.remove()
    frame = undefined
    loading = undefined
  }

  const replace = () => {
    removeFrame()
    return load().catch((error: unknown) => {
      logger?.error('Error reloading iframe', error)
      throw error
    })
  }

  const transport: FrameTransport = {
    origin,
    events$: events$.asObservable(),
    get mounted() {
      return frame !== undefined
    },
    load,

    async request(type, payload, { signal } = {}) {
      if (signal?.aborted) throw new FrameRequestAbortedError(type)
      await load()
      const timeoutMs = TIMED_FRAME_REQUESTS.includes(type) ? requestTimeoutMs : undefined
      return requests.send(type, payload, signal, timeoutMs)
    },

    abortRequests({ unsafeOnly = false } = {}) {
      let count = 0
      for (const [id, entry] of requests.list()) {
        if (entry.type === 'SHOW_FARCASTER') continue
        if (unsafeOnly && !(entry.method && rpcMethodKind(entry.method) === 'unsafe')) continue
        requests.abort(id)
        count++
      }
      if (count > 0 && frame?.target)
        post({
          channel: FRAME_CHANNEL,
          kind: 'request',
          id: randomId(),
          type: 'RPC_ABORT',
          payload: {},
        })
      return count
    },

    setVisible(visible) {
      frame?.setVisible(visible)
    },
    placeOver(element) {
      frame?.placeOver(element)
    },
    focus() {
      frame?.focus()
    },
    fitHeight(px) {
      frame?.fitHeight(px)
    },

    async reload() {
      if (frame?.target && ready) {
        try {
          await requests.send('RELOAD', {}, undefined, FRAME_RELOAD_TIMEOUT_MS)
          forgetPage()
          await expectReady()
          return
        } catch (error) {
          // Spec section 8: logged; a frame that cannot restart itself is replaced instead.
          logger?.error('Error reloading iframe', error)
        }
      }
      await replace()
    },

    reset: removeFrame,

    dispose() {
      removeFrame()
      source?.removeEventListener('message', onMessage)
      events$.complete()
    },
  }
  return transport
}
