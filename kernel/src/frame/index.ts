export {
  type CreateFrameTransportParameters,
  createFrameTransport,
  type FrameMessageEvent,
  type FrameMessageSource,
  type FrameRequestOptions,
  type FrameTransport,
  TIMED_FRAME_REQUESTS,
} from './createFrameTransport'
export {
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  FrameRpcNotAllowedError,
} from './errors'
export {
  DEFAULT_FRAME_CHAIN_ID,
  FRAME_CHANNEL,
  FRAME_ELEMENT_ID,
  FRAME_ELEMENT_NAME,
  FRAME_HEARTBEAT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_RELOAD_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SDK_VERSION,
  FRAME_Z_INDEX,
} from './frameConstants'
export {
  type AccountType,
  accountTypeSchema,
  type FrameEvent,
  type FrameEventType,
  type FrameReplyMessage,
  type FrameRequestMessage,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameResponsePayload,
  type FrameUser,
  frameEventPayloads,
  frameReplySchema,
  frameRequestPayloads,
  frameRequestSchema,
  frameResponsePayloads,
  frameUserSchema,
  isWalletExported,
  type OAuthProvider,
  oauthProviderSchema,
  parseFrameRequest,
  walletExportedSchema,
} from './frameMessages'
export {
  FRAME_THEME_VARIABLES,
  type FrameTheme,
  frameThemeOf,
  frameThemeSchema,
  safeColorSchema,
} from './frameSyncSchemas'
export { type FrameTarget, type MountedFrame, type MountFrame, mountIframe } from './mountFrame'
export {
  rpcMethodKind,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from './rpcMethods'
export { type SyncFrameParameters, syncFrame } from './syncFrame'
