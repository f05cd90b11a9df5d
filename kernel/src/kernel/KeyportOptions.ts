import type { FeatureFlags } from '../flags/coreFlags'
import type { LogLevel } from '../log/Logger'
import type { MessageCatalogs } from '../plugin/definePlugin'
import type { KeyportSsrStorage } from '../storage/cookieStorage'
import type { ThemeVariables } from '../theme/ThemeService'
import type { Clock } from '../time/Clock'

/** App metadata shown to wallets (spec section 3, "App metadata for sync"). */
export type AppMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** An app's own token on a chain (spec section 3 "Application options", `tokens`). */
export type AppToken = {
  /** The ERC-20 contract. */
  address: `0x${string}`
  /** An http(s) URL of its icon. @default undefined (the token's initial) */
  image?: string
}

/**
 * Who pays the gas of an embedded smart account's user operations: `'keyport'` is the data
 * API's ERC-7677 paymaster service (`{apiUrl}/v1/paymaster`) under the project's sponsorship
 * policy; `{ url }` is an ERC-7677 paymaster service of the app's own (its origin must be one the
 * secure frame may call).
 */
export type SponsorshipOption = 'keyport' | { url: string }

/**
 * Which EIP-7702 delegates the embedded wallet may sign an authorization for, besides the
 * deployment's KeyportDelegate (always allowed), and whether a host may ask for an authorization
 * valid on every chain (chain id 0).
 */
type DelegationOption = {
  /** More delegate contracts the app trusts. @default [] (only KeyportDelegate) */
  allow?: readonly `0x${string}`[]
  /**
   * Lets `wallet_signAuthorization` ask for chain id 0; the card then says the authorization is
   * valid on every chain. @default false (refused)
   */
  anyChain?: boolean
}

/** Options a host app passes to `createKeyport` / `createKernel` (spec section 3, "Application options"). */
export type KeyportOptions = {
  /** The project id the data API and relay accept; `keyport-dev` works on the local stack. */
  projectId?: string
  /** Feature flag overrides, validated at start. @default {} (the spec's defaults) */
  features?: Partial<FeatureFlags> & Record<string, unknown>
  /** @default 'system' */
  themeMode?: 'light' | 'dark' | 'system'
  /** @default {} (the spec's 10 px font, 4 px radius, z-index 999) */
  themeVariables?: ThemeVariables
  /**
   * The language of the modal's texts, a BCP 47 tag (`'de'`, `'pt-BR'`, `'ar'`). The shipped
   * locale closest to it is used (`'pt-PT'` finds `'pt'`); one with no texts falls back to
   * English. Arabic lays the modal out right to left.
   * @default the browser's first language Keyport has texts for (`navigator.languages`), else 'en'
   */
  locale?: string
  /** Extra or replacement message catalogs by locale. @default {} */
  messages?: MessageCatalogs
  /** @default 'error' ('debug' also turns on the secure frame's own logger) */
  logLevel?: LogLevel
  /** Base URL of the data API. When absent, nothing calls a data API. @default undefined */
  apiUrl?: string
  /**
   * The embedded wallet's secure frame site, e.g. 'https://secure.example.com' (its `/sdk` page
   * is loaded, on first use only). The email-social plugin needs it. @default undefined
   */
  frameUrl?: string
  /** @default 'keyport' */
  sdkType?: string
  /** @default the kernel's version */
  sdkVersion?: string
  metadata?: AppMetadata
  /**
   * Gas sponsorship (ERC-7677): the modal's own flows (send, swap, name registration, session
   * keys) and the app's `wallet_sendCalls` from an embedded smart account ask this paymaster
   * service to pay the gas, so the account needs no ETH; the approval card says who pays. With an
   * external wallet, the modal's batches carry it as the `paymasterService` capability when the
   * wallet supports it. An operation the policy refuses says why and, where the account can,
   * offers to pay the gas itself.
   * @default undefined (the account pays its own gas)
   * @example createKeyport({ projectId, apiUrl, sponsorship: 'keyport', plugins })
   * @example createKeyport({ projectId, sponsorship: { url: 'https://pm.app.example/rpc' }, plugins })
   */
  sponsorship?: SponsorshipOption
  /**
   * EIP-7702 delegation by the embedded EOA: the frame signs an authorization only for the
   * deployment's KeyportDelegate and the contracts in `allow`, and only for the current chain
   * unless `anyChain` is true. Anything else a host page asks for (`wallet_signAuthorization`,
   * `eth_sendTransaction` with an `authorizationList`) is refused before any card shows.
   * @default undefined (KeyportDelegate only, never chain id 0)
   * @example createKeyport({ projectId, delegation: { allow: ['0x1234…abcd'] }, plugins })
   */
  delegation?: DelegationOption
  /**
   * The app's terms of service (an http(s) URL). The Connect view links it in its terms line,
   * and in the checkbox the `legalCheckbox` flag adds. @default undefined (no link)
   */
  termsConditionsUrl?: string
  /** The app's privacy policy (an http(s) URL), linked beside the terms. @default undefined (no link) */
  privacyPolicyUrl?: string
  /**
   * Whether the user may switch networks from the modal. When false, the Network button and the
   * Account view's network row show the network but do not open the list, and the Networks list
   * is read-only; the app can still switch (`useNetwork().switchNetwork`). @default true
   */
  enableNetworkSwitch?: boolean
  /**
   * The app's own token by CAIP-2 network (`'eip155:1'`), in the market leader's shape: the
   * Account view lists its balance (read on chain) beside the data API's tokens, each token once.
   * @default undefined (only the data API's tokens)
   * @example { 'eip155:1': { address: '0x6B17…1d0F', image: 'https://app.example/dai.svg' } }
   */
  tokens?: Readonly<Record<`eip155:${number}`, AppToken>>
  /** Replaces the clock (tests). @default the system clock */
  clock?: Clock
  /** Replaces browser storage (tests, SSR). @default () => globalThis.localStorage */
  storage?: () => Storage | undefined
  /**
   * Keeps the connected account where the server can read it, so a server-rendered page shows
   * the account button from its first paint: `cookieStorage()`, read on the server with
   * `keyportStateFromCookie` and passed to `<KeyportProvider initialState>`.
   * @default undefined (nothing is kept; the server renders Connect)
   * @example createKeyport({ ssrStorage: cookieStorage(), plugins })
   */
  ssrStorage?: KeyportSsrStorage
  /** Replaces fetch (tests). @default globalThis.fetch */
  fetch?: typeof fetch
}
