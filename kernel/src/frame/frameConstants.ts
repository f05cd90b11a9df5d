/** Spec section 9: the time-out of the login-type frame requests. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/** Spec section 9: the heartbeat interval; a ping unanswered by the next beat reloads the frame. */
export const FRAME_HEARTBEAT_MS = 5_000

/** How long a ready frame may take to answer RELOAD before it is replaced instead. */
export const FRAME_RELOAD_TIMEOUT_MS = 5_000

/** How long the frame may take to load and say READY before login gives up. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000

/** Spec section 9: the secure SDK version sent as the frame's `version` query parameter. */
export const FRAME_SDK_VERSION = '4'

/** Spec section 9: the frame's z-index, above the modal's 999. */
export const FRAME_Z_INDEX = 999_999

/** Spec section 2: the hidden frame's element id and name. */
export const FRAME_ELEMENT_ID = 'w3m-iframe'
export const FRAME_ELEMENT_NAME = 'w3m-secure-iframe'

/** Marks every message of the protocol, so other postMessage traffic on the page is ignored. */
export const FRAME_CHANNEL = 'keyport:secure-frame'

/** Spec section 9: the chain id answered when none is stored. */
export const DEFAULT_FRAME_CHAIN_ID = 1
