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
export * from './frame'
export * from './http'
export * from './i18n'
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
export type { AppMetadata, KeyportOptions } from './kernel/KeyportOptions'
export * from './log'
export type { ModalService, ModalState, OpenModalTarget } from './modal/ModalService'
export * from './notice'
export {
  definePlugin,
  type MessageCatalogs,
  type Plugin,
  type PluginManifest,
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
export * from './storage'
export * from './theme'
export * from './time'
export * from './toast'
export { version } from './version'
