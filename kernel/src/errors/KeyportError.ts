export type KeyportErrorParameters = {
  /** Extra context for developers: what was expected, what was received. */
  details?: string
  /** The error that caused this one. */
  cause?: unknown
  /** The plugin the error escaped from, when there is one. */
  pluginId?: string
}

/**
 * Base class of every Keyport error. `shortMessage` is what a user may see; `message` adds
 * `details` and the plugin id for developers.
 *
 * @example
 * class FrameRequestTimeoutError extends KeyportError {
 *   override name = 'FrameRequestTimeoutError' as const
 *   constructor() { super('Something went wrong') }
 * }
 */
export class KeyportError extends Error {
  override name: string = 'KeyportError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly pluginId: string | undefined

  constructor(shortMessage: string, parameters: KeyportErrorParameters = {}) {
    const lines = [shortMessage]
    if (parameters.details) lines.push('', `Details: ${parameters.details}`)
    if (parameters.pluginId) lines.push(`Plugin: ${parameters.pluginId}`)
    super(
      lines.join('\n'),
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.pluginId = parameters.pluginId
  }
}
