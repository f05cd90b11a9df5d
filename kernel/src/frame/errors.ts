import { KeyportError } from '../errors/KeyportError'

/** A login-type request got no answer within 30 s (spec section 9): 'Something went wrong'. */
export class FrameRequestTimeoutError extends KeyportError {
  override name = 'FrameRequestTimeoutError' as const
  constructor(type: string, ms: number) {
    super('Something went wrong', {
      details: `The secure frame did not answer ${type} in ${ms} ms.`,
    })
  }
}

/** The request was aborted: 'Request was aborted' for RPC, 'Something went wrong' otherwise. */
export class FrameRequestAbortedError extends KeyportError {
  override name = 'FrameRequestAbortedError' as const
  constructor(type: string) {
    super(type === 'RPC_REQUEST' ? 'Request was aborted' : 'Something went wrong', {
      details: `${type} was aborted before the secure frame answered.`,
    })
  }
}

/**
 * The frame answered with an error: its message, or 'An error occurred', and the JSON-RPC code the
 * frame gave (EIP-5792's 5700–5760), if any.
 */
export class FrameRequestError extends KeyportError {
  override name = 'FrameRequestError' as const
  constructor(
    type: string,
    message: string | undefined,
    readonly code?: number,
  ) {
    super(message || 'An error occurred', { details: `The secure frame refused ${type}.` })
  }
}

/** The frame page could not load (network, refused by its CSP, or it never said READY). */
export class FrameLoadError extends KeyportError {
  override name = 'FrameLoadError' as const
  constructor(details: string) {
    super('Unable to load email login dependency', { details })
  }
}

/** A message was sent while no frame element exists (disposed, or removed by the page). */
export class FrameNotSetError extends KeyportError {
  override name = 'FrameNotSetError' as const
  constructor() {
    super('W3mFrame: iframe is not set')
  }
}

/** The frame page runs outside an iframe, so it has no app to talk to. */
export class FrameParentNotSetError extends KeyportError {
  override name = 'FrameParentNotSetError' as const
  constructor() {
    super('W3mFrame: parent is not set')
  }
}

/** Spec section 6: a wallet method neither safe nor approvable. */
export class FrameRpcNotAllowedError extends KeyportError {
  override name = 'FrameRpcNotAllowedError' as const
  constructor(method: string) {
    super('Requested RPC call is not allowed', { details: `Method: ${method.slice(0, 64)}` })
  }
}
