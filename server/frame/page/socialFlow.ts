/** The message the frame's own callback page sends to the frame windows of the popup's opener. */
export const SOCIAL_RESULT_CHANNEL = 'keyport:social-result'
/** The frame's answers to the callback page: the result was taken, then the login ended. */
export const SOCIAL_TAKEN_CHANNEL = 'keyport:social-taken'
export const SOCIAL_DONE_CHANNEL = 'keyport:social-done'
/** Where the provider sends a social login back to, on the frame's origin. */
const SOCIAL_CALLBACK_PATH = '/social/callback'

/** A social login this frame started and waits to see come back. */
export type PendingSocialFlow = {
  /** The OAuth `state` of the authorization URL this frame made. */
  readonly state: string
  /** The callback URL, once this frame's own callback page handed it over. */
  readonly result: Promise<{ uri: string; popup: Window }>
  /**
   * Takes a callback URL if it belongs to this flow: true once, for the flow's own state; false
   * for any other state or a second delivery.
   */
  accept(uri: string, popup: Window): boolean
  /** Ends the wait with `reason` (a newer login replaced this one). */
  cancel(reason: Error): void
}

const stateOf = (uri: string) => {
  try {
    return new URL(uri).searchParams.get('state') ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Remembers the flow of `authorizationUri` (the URL `startSocialFlow` checked) in this frame's
 * memory. Its result comes only through `accept`, which the frame calls for a message of its own
 * origin: the host page never hands the frame a callback URL, and never sees one.
 *
 * @example
 * const flow = pendingSocialFlow(uri)
 * window.addEventListener('message', (event) => { const uri = socialResultOf(event, location.origin); if (uri) flow.accept(uri, event.source!) })
 */
export function pendingSocialFlow(authorizationUri: string): PendingSocialFlow {
  const state = stateOf(authorizationUri)
  if (!state) throw new Error('This login could not be started safely. Try again.')
  let deliver: (value: { uri: string; popup: Window }) => void = () => {}
  let fail: (reason: Error) => void = () => {}
  const result = new Promise<{ uri: string; popup: Window }>((resolve, reject) => {
    deliver = resolve
    fail = reject
  })
  // A cancelled flow nobody waits on must not surface as an unhandled rejection.
  result.catch(() => undefined)
  let settled = false
  return {
    state,
    result,
    accept(uri, popup) {
      if (settled || stateOf(uri) !== state) return false
      settled = true
      deliver({ uri, popup })
      return true
    },
    cancel(reason) {
      if (settled) return
      settled = true
      fail(reason)
    },
  }
}

/**
 * The callback URL a message carries, when it is the frame's own callback page speaking: sent
 * from `frameOrigin`, on the result channel, naming a URL of the callback path on that origin.
 * Anything else (another origin, the host page, a URL elsewhere) gives undefined.
 */
export function socialResultOf(
  event: { origin: string; data: unknown },
  frameOrigin: string,
): string | undefined {
  if (event.origin !== frameOrigin) return undefined
  const data = event.data as { channel?: unknown; resultUri?: unknown } | null
  if (data?.channel !== SOCIAL_RESULT_CHANNEL || typeof data.resultUri !== 'string') return
  if (data.resultUri.length > 4096) return
  try {
    const url = new URL(data.resultUri)
    if (url.origin !== frameOrigin || url.pathname !== SOCIAL_CALLBACK_PATH) return
  } catch {
    return
  }
  return data.resultUri
}
