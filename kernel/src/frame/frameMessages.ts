import * as z from 'zod/mini'
import { FRAME_CHANNEL } from './frameConstants'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const email = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))
const otp = z.string().check(z.regex(/^\d{6}$/))
const chainId = z.union([z.number(), z.string()])
/**
 * Spec section 5: the account types. `eip7702`: the embedded EOA's own address, acting through
 * the deployment's KeyportDelegate (EIP-7702) on chains that have one.
 */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'eip7702'])
export type AccountType = z.infer<typeof accountTypeSchema>
/** The social providers the frame's OAuth flow serves (farcaster has its own flow). */
export const oauthProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export type OAuthProvider = z.infer<typeof oauthProviderSchema>
const empty = z.optional(z.object({}))
const label = z.string().check(z.minLength(1), z.maxLength(80))

/** Spec section 3: the user get-user answers. */
export const frameUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address,
  chainId,
  accounts: z.optional(z.array(z.object({ address, type: accountTypeSchema }))),
  userName: z.optional(z.nullable(z.string())),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(accountTypeSchema),
  /**
   * The EOA's EIP-7702 state on the current chain, when that chain has a delegate: `delegated`
   * means its code is `0xef0100 || delegate`.
   */
  delegation: z.optional(z.object({ delegate: address, delegated: z.boolean() })),
  /** The wallet's Solana account (base58): answered when GET_USER names a Solana network. */
  solanaAddress: z.optional(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))),
})
export type FrameUser = z.infer<typeof frameUserSchema>

/** Spec section 7: every app event with its payload. */
export const frameRequestPayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.object({ otp }),
  // The frame takes the callback from its own callback page; the app hands in nothing.
  CONNECT_SOCIAL: empty,
  // The frame draws the Farcaster sign-in itself (its link never comes to the app), in the app's
  // words: the labels are shown as plain text.
  SHOW_FARCASTER: z.object({
    labels: z.object({
      qr: label,
      open: label,
      copy: label,
      copied: label,
      copyFailed: label,
    }),
  }),
  HIDE_FARCASTER: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: z.object({
    chainId: z.optional(chainId),
    preferredAccountType: z.optional(accountTypeSchema),
  }),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: oauthProviderSchema }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ token: z.optional(z.string().check(z.maxLength(512))) }),
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  RPC_REQUEST: z.object({
    method: z.string().check(z.maxLength(128)),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
    chainId: z.optional(chainId),
  }),
  RPC_ABORT: empty,
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.unknown())),
    w3mThemeVariables: z.optional(z.record(z.string(), z.unknown())),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(
      z.object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      }),
    ),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.string(),
    /**
     * Who pays the gas of the smart account's operations (ERC-7677): the data API's paymaster for
     * the project, or the app's own service. The frame calls only the paymaster origins it allows.
     */
    sponsorship: z.optional(
      z.union([z.literal('keyport'), z.object({ url: z.string().check(z.maxLength(2048)) })]),
    ),
    /**
     * Which EIP-7702 delegates the app allows besides the deployment's KeyportDelegate, and
     * whether a host may ask for an authorization valid on every chain (chain id 0).
     */
    delegation: z.optional(
      z.object({
        allow: z.optional(z.array(address).check(z.maxLength(32))),
        anyChain: z.optional(z.boolean()),
      }),
    ),
  }),
  /** Removes the EOA's EIP-7702 delegation on the current chain (a type-4 transaction). */
  UNDELEGATE: empty,
  RELOAD: empty,
} as const

const accountAction = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })

/** Spec section 7: each app event's success payload. */
export const frameResponsePayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: accountAction,
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  CONNECT_SOCIAL: z.object({
    email: z.optional(z.nullable(z.string())),
    address,
    chainId,
    accounts: z.optional(z.array(z.object({ address, type: accountTypeSchema }))),
    userName: z.optional(z.nullable(z.string())),
  }),
  SHOW_FARCASTER: empty,
  HIDE_FARCASTER: empty,
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number()),
  }),
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address }),
  RPC_REQUEST: z.unknown(),
  RPC_ABORT: empty,
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: empty,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string() }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  UNDELEGATE: z.object({ hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)) }),
  RELOAD: empty,
} as const satisfies Record<keyof typeof frameRequestPayloads, z.ZodMiniType>

export type FrameRequestType = keyof typeof frameRequestPayloads
export type FrameRequestPayload<T extends FrameRequestType> = z.input<
  (typeof frameRequestPayloads)[T]
>
export type FrameResponsePayload<T extends FrameRequestType> = z.output<
  (typeof frameResponsePayloads)[T]
>

/** Spec section 7: what the frame says unasked. */
export const frameEventPayloads = {
  READY: z.object({ version: z.optional(z.string()) }),
  SESSION_UPDATE: z.object({ token: z.string() }),
  /** The social login the frame started came back to it (from its own callback page). */
  SOCIAL_RESULT: z.object({}),
  /** Keyboard focus leaves a view the frame draws in the modal (Tab, Shift+Tab) or Escape. */
  FOCUS_EXIT: z.object({ exit: z.enum(['forward', 'backward', 'escape']) }),
  /** The height the open approval card needs to show every part without scrolling. */
  APPROVAL_SIZE: z.object({ height: z.number().check(z.minimum(0), z.maximum(10_000)) }),
} as const
export type FrameEventType = keyof typeof frameEventPayloads
export type FrameEvent = {
  [T in FrameEventType]: { type: T; payload: z.output<(typeof frameEventPayloads)[T]> }
}[FrameEventType]

const requestTypes = Object.keys(frameRequestPayloads) as [FrameRequestType, ...FrameRequestType[]]
const id = z.string().check(z.minLength(1), z.maxLength(64))
const channel = z.literal(FRAME_CHANNEL)

/** The envelope of an app → frame message. Its payload is checked against its type separately. */
export const frameRequestSchema = z.object({
  channel,
  kind: z.literal('request'),
  id,
  type: z.enum(requestTypes),
  payload: z.optional(z.unknown()),
})
export type FrameRequestMessage = z.infer<typeof frameRequestSchema>

/** The envelope of a frame → app message: a reply (success or error) or an event. */
export const frameReplySchema = z.union([
  z.object({
    channel,
    kind: z.literal('success'),
    id,
    type: z.enum(requestTypes),
    payload: z.optional(z.unknown()),
  }),
  z.object({
    channel,
    kind: z.literal('error'),
    id,
    type: z.enum(requestTypes),
    // `code`: the EIP-1193 / EIP-5792 error code the frame chose (5700, 5710…), when it chose one.
    payload: z.object({ message: z.optional(z.string()), code: z.optional(z.number()) }),
  }),
  z.object({
    channel,
    kind: z.literal('event'),
    type: z.enum(['READY', 'SESSION_UPDATE', 'SOCIAL_RESULT', 'FOCUS_EXIT', 'APPROVAL_SIZE']),
    payload: z.optional(z.unknown()),
  }),
])
export type FrameReplyMessage = z.infer<typeof frameReplySchema>

/**
 * What the frame's export window posts to the app once it showed the private key: that an
 * export happened, and nothing else (no key material). The app checks that it came from the
 * export window it opened, at the frame's origin.
 */
export const walletExportedSchema = z.object({
  channel,
  kind: z.literal('event'),
  type: z.literal('WALLET_EXPORTED'),
  payload: z.optional(z.object({})),
})

/**
 * True when `data` is the export window's WALLET_EXPORTED message.
 *
 * @example
 * if (event.source === exportWindow && event.origin === frameOrigin && isWalletExported(event.data)) done()
 */
export const isWalletExported = (data: unknown) => z.safeParse(walletExportedSchema, data).success

/**
 * Parses an app → frame message fully (envelope and payload); undefined when it does not parse.
 *
 * @example
 * parseFrameRequest(event.data)?.type // 'CONNECT_EMAIL'
 */
export function parseFrameRequest(data: unknown):
  | {
      [T in FrameRequestType]: {
        id: string
        type: T
        payload: z.output<(typeof frameRequestPayloads)[T]>
      }
    }[FrameRequestType]
  | undefined {
  const envelope = z.safeParse(frameRequestSchema, data)
  if (!envelope.success) return undefined
  const payload = z.safeParse(frameRequestPayloads[envelope.data.type], envelope.data.payload)
  if (!payload.success) return undefined
  return { id: envelope.data.id, type: envelope.data.type, payload: payload.data } as never
}
