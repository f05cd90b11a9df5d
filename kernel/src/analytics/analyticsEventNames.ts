/**
 * The events the modal tracks (docs/decisions/0016-analytics-events.md), named as the market
 * leader names them so dashboards built for it read ours. The data API accepts these and no
 * others (`POST /v1/events`).
 */
export const analyticsEventNames = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CLICK_ALL_WALLETS',
  'CLICK_NETWORKS',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'SWITCH_NETWORK',
  'EMAIL_LOGIN_SELECTED',
  'EMAIL_VERIFICATION_CODE_SENT',
  'DEVICE_APPROVAL_REQUESTED',
  'SOCIAL_LOGIN_STARTED',
  'WALLET_EXPORTED',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'CLICK_TRANSACTIONS',
  'ERROR_FETCH_TRANSACTIONS',
  'OPEN_SWAP',
  'SWAP_APPROVAL_SUCCESS',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'OPEN_SEND',
  'SEND_SUCCESS',
  'OPEN_RECEIVE',
  'SELECT_BUY_CRYPTO',
  'SELECT_BUY_PROVIDER',
  'BUY_SUCCESS',
  'OPEN_ENS_FLOW',
  'REGISTER_NAME_SUCCESS',
] as const

export type AnalyticsEventName = (typeof analyticsEventNames)[number]

/** A tracked event's properties: a small flat object of short values. */
export type AnalyticsProperties = Record<string, string | number | boolean | null>

/** One event as it is sent: its name, its properties and when it happened (ms since the epoch). */
export type AnalyticsEvent = {
  event: AnalyticsEventName
  properties: AnalyticsProperties
  timestamp: number
}

/** What the data API stores per event (`properties`), per string (`length`) and per batch. */
export const analyticsLimits = { events: 50, properties: 16, length: 200 } as const
