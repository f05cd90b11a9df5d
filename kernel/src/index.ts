// The kernel's public surface. A test snapshots this list so that growth is deliberate.

export { type BusEvent, createEventBus, type EventBus } from './bus/EventBus'
export type { EventName, KeyportEvents } from './bus/events'
export { createToken, type Token, type TokenType, tokenId } from './di/createToken'
export {
  busToken,
  clockToken,
  dataApiToken,
  flagsToken,
  frameTransportToken,
  i18nToken,
  loggerToken,
  modalToken,
  noticeToken,
  optionsToken,
  routerToken,
  storageToken,
  themeToken,
  toastToken,
} from './di/tokens'
export { KeyportError, type KeyportErrorParameters } from './errors/KeyportError'
export {
  type ConnectMethod,
  type ConnectorTypeOrderEntry,
  connectMethods,
  connectorTypes,
  coreFlags,
  type FeatureFlags,
  type FlagKey,
  type SocialProvider,
  socialProviders,
  type WalletFeature,
  walletFeatures,
} from './flags/coreFlags'
export { defineFlag, type FlagDefinition } from './flags/defineFlag'
export type { FlagIssue, FlagSchema, FlagSchemaResult } from './flags/FlagSchema'
export {
  FlagDeclaredTwiceError,
  type FlagService,
  FlagUnknownError,
  FlagValueInvalidError,
} from './flags/FlagService'
export {
  type CreateFrameTransportParameters,
  createFrameTransport,
  type FrameMessageEvent,
  type FrameMessageSource,
  type FrameRequestOptions,
  type FrameTransport,
  TIMED_FRAME_REQUESTS,
} from './frame/createFrameTransport'
export {
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  FrameRpcNotAllowedError,
} from './frame/errors'
export {
  DEFAULT_FRAME_CHAIN_ID,
  FRAME_CHANNEL,
  FRAME_ELEMENT_ID,
  FRAME_ELEMENT_NAME,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SDK_VERSION,
  FRAME_Z_INDEX,
} from './frame/frameConstants'
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
} from './frame/frameMessages'
export {
  type FrameTarget,
  type MountedFrame,
  type MountFrame,
  mountIframe,
} from './frame/mountFrame'
export {
  rpcMethodKind,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from './frame/rpcMethods'
export { apiErrorMessage } from './http/apiErrorMessage'
export type { HttpParams } from './http/buildUrl'
export { type CreateDataApiClientParameters, createDataApiClient } from './http/createDataApiClient'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpMethod,
  type HttpRequest,
} from './http/HttpClient'
export { HttpNetworkError } from './http/HttpNetworkError'
export { HttpResponseInvalidError } from './http/HttpResponseInvalidError'
export {
  type HttpErrorReason,
  HttpStatusError,
  type HttpStatusErrorParameters,
} from './http/HttpStatusError'
export {
  type FormatRelativeTimeParameters,
  formatRelativeTime,
  RELATIVE_TIME_THRESHOLDS,
} from './i18n/formatRelativeTime'
export {
  type CreateI18nParameters,
  createI18n,
  type I18n,
  type MessageCatalog,
  type MessageCatalogLoader,
  type MessageParams,
  type Translations,
  type TranslationsLoader,
} from './i18n/I18n'
export { type ShippedLocale, shippedLocales } from './i18n/locales'
export { type KernelMessageKey, kernelMessagesEn } from './i18n/messages.en'
export { type ResolveLocaleParameters, resolveLocale } from './i18n/resolveLocale'
export { textDirection } from './i18n/textDirection'
export { type CreateKernelParameters, createKernel, type Kernel } from './kernel/createKernel'
export {
  DataApiNotConfiguredError,
  FrameNotConfiguredError,
  KernelFrozenError,
  KernelNotStartedError,
  PluginSetupError,
  ServiceDeclaredTwiceError,
  ServiceNotFoundError,
  ViewDeclaredTwiceError,
} from './kernel/KernelErrors'
export type {
  AppMetadata,
  AppToken,
  KeyportOptions,
  SponsorshipOption,
} from './kernel/KeyportOptions'
export {
  type CreateLoggerParameters,
  createLogger,
  type Logger,
  type LogLevel,
  type LogSink,
} from './log/Logger'
export type { ModalService, ModalState, OpenModalTarget } from './modal/ModalService'
export {
  createNoticeService,
  type NoticeService,
  type NoticeState,
  type NoticeVariant,
} from './notice/NoticeService'
export {
  defineModalPart,
  type ModalPart,
  type ModalPartLoader,
} from './plugin/defineModalPart'
export {
  definePlugin,
  type MessageCatalogs,
  type Plugin,
  type PluginManifest,
  type PluginMessages,
  provide,
  type ServiceDefinition,
} from './plugin/definePlugin'
export { type LazyService, lazyService } from './plugin/lazyService'
export {
  PluginCycleError,
  PluginDuplicateError,
  PluginRequirementMissingError,
} from './plugin/orderPlugins'
export type { PluginContext } from './plugin/PluginContext'
export { type RouteEntry, type Router, type RouterState, ViewNotFoundError } from './router/Router'
export {
  defineView,
  type KeyportViews,
  type ViewComponent,
  type ViewDefinition,
  type ViewId,
  type ViewParams,
  type ViewProps,
} from './router/views'
export {
  type CookieDocument,
  type CookieStorageParameters,
  cookieStorage,
  type KeyportSsrStorage,
} from './storage/cookieStorage'
export type { KeyportConnectionSnapshot, KeyportInitialState } from './storage/KeyportInitialState'
export {
  type KeyportStateFromCookieOptions,
  keyportStateFromCookie,
} from './storage/keyportStateFromCookie'
export { type HeadersLike, keyportStateFromHeaders } from './storage/keyportStateFromHeaders'
export {
  type CreateStorageParameters,
  createStorage,
  type KeyportStorage,
  type StorageBackend,
} from './storage/Storage'
export { type StorageKey, storageKeys } from './storage/storageKeys'
export { storedChainId } from './storage/storedChainId'
export { contrastRatio, parseHexColor } from './theme/contrastRatio'
export { defaultThemeVariables } from './theme/defaultThemeVariables'
export {
  type CreateThemeServiceParameters,
  createThemeService,
  type MediaQueryListLike,
  type ThemeMode,
  type ThemeService,
  type ThemeState,
  type ThemeVariables,
} from './theme/ThemeService'
export { type ThemeColors, themeColors } from './theme/themeColors'
export { themeToCss } from './theme/themeToCss'
export { type Clock, systemClock } from './time/Clock'
export { debounceLatest } from './time/debounceLatest'
export { createManualClock, type ManualClock } from './time/ManualClock'
export {
  type CreateToastServiceParameters,
  createToastService,
  TOAST_SWAP_DELAY_MS,
  type ToastService,
  type ToastState,
  type ToastVariant,
} from './toast/ToastService'
export { version } from './version'
