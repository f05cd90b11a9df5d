import type { FrameMessageEvent, FrameMessageSource } from '../frame/createFrameTransport'
import { FRAME_CHANNEL } from '../frame/frameConstants'
import type { FrameRequestType } from '../frame/frameMessages'
import type { FrameTarget, MountFrame } from '../frame/mountFrame'

type Request = { id: string; type: FrameRequestType; payload: unknown }
type Reply = { ok: true; payload?: unknown } | { ok: false; message?: string }
type RpcRequest = Request & {
  payload: { method: string; params?: unknown; chainId?: number | string }
}

/**
 * A secure frame for tests of the app side: it records what the app posts (with the target
 * origin), answers READY and requests the way a test scripts it, and can post from a wrong
 * origin or a wrong window.
 *
 * @example
 * const fake = createFakeFrame()
 * const transport = createFrameTransport({ url: fake.url, projectId: 'p', chainId: 1, window: fake.window, mount: fake.mount, clock })
 * fake.answer('GET_CHAIN_ID', () => ({ ok: true, payload: { chainId: 1 } }))
 */
export function createFakeFrame({ origin = 'https://frame.test', autoReady = true } = {}) {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const errorListeners: (() => void)[] = []
  const answers = new Map<string, (request: Request) => Reply | undefined>()
  const posted: { message: Request; targetOrigin: string }[] = []
  const rpcAnswers = new Map<string, (request: RpcRequest) => Reply | undefined>()
  const state = {
    src: undefined as string | undefined,
    visible: false,
    /** The element the frame was placed over (a view it draws), if any. */
    placedOver: null as Element | null,
    /** How often the app moved keyboard focus into the frame. */
    focused: 0,
    /** The height the frame's card last asked for. */
    height: undefined as number | undefined,
    mounts: 0,
    removed: false,
  }

  const window: FrameMessageSource = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  }
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = {
      data,
      origin: from.origin ?? origin,
      source: 'source' in from ? from.source : target,
    }
    for (const listener of [...listeners]) listener(event)
  }
  const reply = (request: Request, result: Reply) =>
    deliver({
      channel: FRAME_CHANNEL,
      kind: result.ok ? 'success' : 'error',
      id: request.id,
      type: request.type,
      payload: result.ok ? result.payload : { message: result.message },
    })
  const target: FrameTarget = {
    postMessage(message, targetOrigin) {
      const request = message as Request
      posted.push({ message: request, targetOrigin })
      const answer = answers.get(request.type)?.(request)
      if (answer) queueMicrotask(() => reply(request, answer))
    },
  }
  const mount: MountFrame = (src) => {
    state.src = src
    state.mounts++
    state.removed = false
    if (autoReady) queueMicrotask(() => fake.ready())
    return {
      get target() {
        return state.removed ? null : target
      },
      setVisible: (visible) => {
        state.visible = visible
        state.placedOver = null
      },
      placeOver: (element) => {
        state.placedOver = element
        state.visible = false
      },
      focus: () => {
        state.focused++
      },
      fitHeight: (px) => {
        state.height = px
      },
      onError: (listener) => void errorListeners.push(listener),
      remove: () => {
        state.removed = true
      },
    }
  }

  const fake = {
    url: `${origin}/sdk`,
    origin,
    window,
    mount,
    target,
    state,
    posted,
    /** Requests the app sent, in order (RPC_ABORT included). */
    requests: () => posted.map((p) => p.message),
    /** Scripts the answer to every request of a type; returning undefined leaves it unanswered. */
    answer(type: FrameRequestType, handler: (request: Request) => Reply | undefined) {
      answers.set(type, handler)
    },
    /**
     * Scripts RPC_REQUEST per RPC method (`solana_signMessage`, `personal_sign`…); a method not
     * scripted is answered with the frame's refusal.
     */
    answerRpc(method: string, handler: (request: RpcRequest) => Reply | undefined) {
      rpcAnswers.set(method, handler)
      answers.set('RPC_REQUEST', (request) => {
        const payload = request.payload as RpcRequest['payload']
        const scripted = rpcAnswers.get(payload.method)
        if (scripted) return scripted({ ...request, payload })
        return { ok: false, message: `${payload.method} is not available in this wallet yet` }
      })
    },
    reply,
    deliver,
    ready: (version = '4') =>
      deliver({ channel: FRAME_CHANNEL, kind: 'event', type: 'READY', payload: { version } }),
    event: (
      type: 'READY' | 'SESSION_UPDATE' | 'SOCIAL_RESULT' | 'FOCUS_EXIT' | 'APPROVAL_SIZE',
      payload: unknown,
    ) => deliver({ channel: FRAME_CHANNEL, kind: 'event', type, payload }),
    failLoad: () => {
      for (const listener of errorListeners) listener()
    },
  }
  return fake
}

export type FakeFrame = ReturnType<typeof createFakeFrame>
