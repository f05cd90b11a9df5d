import type { AnalyticsEventName, AnalyticsProperties } from './analyticsEventNames'

type Payload = Record<string, unknown>
type Mapped = { event: AnalyticsEventName; properties: AnalyticsProperties }
type Mapper = (payload: Payload) => Mapped | undefined

const text = (value: unknown) => (typeof value === 'string' ? value : null)
// A chain as CAIP-2: eip155 events carry a number, Solana ones their 'solana:…' id.
const chain = (value: unknown) =>
  typeof value === 'number' ? `eip155:${value}` : typeof value === 'string' ? value : null
const to =
  (event: AnalyticsEventName, pick: (payload: Payload) => AnalyticsProperties = () => ({})) =>
  (payload: Payload): Mapped => ({ event, properties: pick(payload) })

// Views whose opening is itself a tracked event (the market leader's OPEN_SWAP, CLICK_…).
const viewEvents: Readonly<Record<string, AnalyticsEventName>> = {
  AllWallets: 'CLICK_ALL_WALLETS',
  Networks: 'CLICK_NETWORKS',
  EmailLogin: 'EMAIL_LOGIN_SELECTED',
  EmailVerifyOtp: 'EMAIL_VERIFICATION_CODE_SENT',
  EmailVerifyDevice: 'DEVICE_APPROVAL_REQUESTED',
  ConnectingSocial: 'SOCIAL_LOGIN_STARTED',
  ConnectingFarcaster: 'SOCIAL_LOGIN_STARTED',
  Transactions: 'CLICK_TRANSACTIONS',
  Swap: 'OPEN_SWAP',
  WalletSend: 'OPEN_SEND',
  WalletReceive: 'OPEN_RECEIVE',
  OnRampProviders: 'SELECT_BUY_CRYPTO',
  ChooseAccountName: 'OPEN_ENS_FLOW',
}

/**
 * Each tracked bus event and the properties it keeps. Only the fields named here leave: an
 * address, email, code, token or signature in a payload is never copied (and strings are scrubbed
 * again before sending, see `scrubAnalyticsValue`).
 */
const mappers: Readonly<Record<string, Mapper>> = {
  'modal:opened': to('MODAL_OPEN', (p) => ({ view: text(p.view) })),
  'modal:closed': to('MODAL_CLOSE'),
  'router:navigated': (p) => {
    const view = String(p.view)
    if (p.action === 'back' || !Object.hasOwn(viewEvents, view)) return undefined
    return { event: viewEvents[view] as AnalyticsEventName, properties: { view } }
  },
  'connect:connecting': to('SELECT_WALLET', (p) => ({ connector: text(p.connectorId) })),
  'connect:connected': to('CONNECT_SUCCESS', (p) => ({
    connector: text(p.connectorId),
    chain: chain(p.caipNetworkId ?? p.chainId),
  })),
  'connect:rejected': to('CONNECT_ERROR', (p) => ({
    connector: text(p.connectorId),
    message: text(p.message),
  })),
  'connect:disconnected': to('DISCONNECT_SUCCESS', (p) => ({ connector: text(p.connectorId) })),
  'connect:chain-changed': to('SWITCH_NETWORK', (p) => ({
    chain: chain(p.caipNetworkId ?? p.chainId),
    supported: p.supported === true,
  })),
  'email-social:wallet-exported': to('WALLET_EXPORTED'),
  'siwx:signed-in': to('SIWX_AUTH_SUCCESS', (p) => ({ chain: chain(p.chainId) })),
  'siwx:declined': to('SIWX_AUTH_ERROR', (p) => ({
    chain: chain(p.chainId),
    message: 'Signature declined',
  })),
  'siwx:failed': to('SIWX_AUTH_ERROR', (p) => ({ message: text(p.message) })),
  'siwx:cancelled': to('CLICK_CANCEL_SIWX', (p) => ({ required: p.required === true })),
  'history:fetch-failed': to('ERROR_FETCH_TRANSACTIONS', (p) => ({
    chain: chain(p.chain),
    message: text(p.message),
  })),
  'swap:approved': to('SWAP_APPROVAL_SUCCESS', (p) => ({ chain: chain(p.chainId) })),
  'swap:succeeded': to('SWAP_SUCCESS', (p) => ({ chain: chain(p.chainId) })),
  'swap:failed': to('SWAP_ERROR', (p) => ({ chain: chain(p.chainId), message: text(p.message) })),
  'send-receive:sent': to('SEND_SUCCESS', (p) => ({ chain: chain(p.chainId) })),
  'onramp:provider-opened': to('SELECT_BUY_PROVIDER', (p) => ({
    provider: text(p.provider),
    symbol: text(p.symbol),
    chain: chain(p.chainId),
  })),
  'onramp:purchase-received': to('BUY_SUCCESS', (p) => ({
    symbol: text(p.symbol),
    chain: chain(p.chainId),
  })),
  'names:registered': to('REGISTER_NAME_SUCCESS', (p) => ({ chain: chain(p.chainId) })),
}

/**
 * The analytics event a bus event stands for, with its few properties; `undefined` for a bus
 * event that is not tracked.
 *
 * @example
 * toAnalyticsEvent({ name: 'modal:opened', payload: { view: 'Connect' } })
 * // { event: 'MODAL_OPEN', properties: { view: 'Connect' } }
 */
export function toAnalyticsEvent(busEvent: { name: string; payload: unknown }): Mapped | undefined {
  const mapper = Object.hasOwn(mappers, busEvent.name) ? mappers[busEvent.name] : undefined
  const payload =
    typeof busEvent.payload === 'object' && busEvent.payload !== null
      ? (busEvent.payload as Payload)
      : {}
  return mapper?.(payload)
}
