import type { AccountType } from '@keyport/kernel/frame'
import {
  FRAME_CHANNEL,
  FRAME_SDK_VERSION,
  FrameParentNotSetError,
  parseFrameRequest,
} from '@keyport/kernel/frame'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  askApproval,
  closeApproval,
  noteAccountTypeChange,
  onCardHeight,
  setAppClaim,
} from './approvalUi.ts'
import { createAuthApi } from './authApi.ts'
import { devicePublicKey } from './deviceKey.ts'
import { createAuthorizationStore, currentDelegate } from './eip7702/authorizations.ts'
import { type DelegationOption, parseDelegationOption } from './eip7702/delegationPolicy.ts'
import {
  type FarcasterPanelLabels,
  hideFarcasterPanel,
  showFarcasterPanel,
} from './farcasterPanel.ts'
import { readFrameConfig } from './frameConfig.ts'
import { deviceId, readItem, removeItem, writeItem } from './frameStorage.ts'
import { forward, handleRpc } from './handleRpc.ts'
import { openWalletKeys } from './keyVault.ts'
import { createSmartAccounts, noDelegation, noSmartAccounts } from './smartAccounts.ts'
import {
  type PendingSocialFlow,
  pendingSocialFlow,
  SOCIAL_DONE_CHANNEL,
  SOCIAL_TAKEN_CHANNEL,
  socialResultOf,
} from './socialFlow.ts'
import type { SolanaKey } from './solanaKey.ts'
import { keyportPaymasterUrl } from './sponsorship/paymasterUrl.ts'
import { startSocialFlow } from './startSocialFlow.ts'
import { applyTheme } from './sync/applyTheme.ts'
import { parseAppClaim } from './sync/parseAppClaim.ts'
import { parseSponsorship, type SponsorshipOption } from './sync/parseSponsorship.ts'

// The frame side of the protocol (spec section 7). It talks only to its parent window, only at
// the parent's exact origin, and only when that origin is one the project allows.
if (window.parent === window) throw new FrameParentNotSetError()
const config = readFrameConfig(document)
const query = new URLSearchParams(location.search)
const ancestor =
  location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
const parentOrigin = config.allowedOrigins.includes(ancestor) ? ancestor : undefined
const projectId = query.get('projectId') ?? config.projectId
const api = createAuthApi(projectId)
const logger = query.get('enableLogger') === 'true' ? console : undefined
const rpcUrl = (chainId: number | string) =>
  config.rpcUrlTemplate.replace('{chainId}', encodeURIComponent(String(chainId)))
// The Solana code (codecs, transaction decoding, its card) loads when a Solana request arrives.
const solanaModule = () => import('./solana/handleSolanaRpc.ts')
const smartAccounts = createSmartAccounts({ contracts: config.smartAccounts ?? {}, rpcUrl })
const paymasterOrigins = config.paymasterOrigins ?? []
const dataApiOrigin = new URL(rpcUrl(1)).origin
/** The EIP-7702 authorizations the user approved, kept per chain for the first operation there. */
const authorizations = createAuthorizationStore()
const chainRpc = (chainId: number) => (method: string, params: unknown[]) =>
  forward(rpcUrl(chainId), method, params)

type User = { id: string; email: string | null; userName: string | null; provider: string }
const state = {
  chainId: Number(query.get('chainId')) || Number(readItem('chain-id')) || 1,
  token: readItem('session') as string | undefined,
  user: undefined as User | undefined,
  account: undefined as PrivateKeyAccount | undefined,
  /** The Ed25519 key derived from the same secret: non-extractable, in memory only. */
  solana: undefined as SolanaKey | undefined,
  login: undefined as { loginId: string; email: string } | undefined,
  devicePoll: undefined as Promise<void> | undefined,
  change: undefined as string | undefined,
  farcaster: undefined as { loginId: string; poll?: Promise<{ userName: string }> } | undefined,
  /**
   * The social login this frame started (GET_SOCIAL_REDIRECT_URI), and once its callback came
   * back through the frame's own callback page, the login being finished.
   */
  social: undefined as (PendingSocialFlow & { finishing?: Promise<unknown> }) | undefined,
  /** Counts SHOW_FARCASTER requests: only the newest one's sign-in is kept. */
  farcasterStarts: 0,
  /**
   * What the app asked for; the smart account is active only on a chain that has them, eip7702
   * only on a chain with a KeyportDelegate.
   */
  preferredAccountType: 'eoa' as AccountType,
  /** The account type the session's first GET_USER settled on; later switches show on a card. */
  activeAccountType: undefined as AccountType | undefined,
  /** The app's `delegation` option (SYNC_DAPP_DATA): more delegates a host may ask for. */
  delegationOption: { allow: [], anyChain: false } as DelegationOption,
  /** The app's `sponsorship` option (SYNC_DAPP_DATA), on an allowed paymaster origin. */
  sponsorship: undefined as SponsorshipOption | undefined,
  /** The app's own name (SYNC_DAPP_DATA): who pays when a sponsor does not name itself. */
  appName: undefined as string | undefined,
}

/** The paymaster every smart-account operation on `chainId` goes through, if the app sponsors. */
function sponsorshipOn(chainId: number) {
  const option = state.sponsorship
  if (!option) return undefined
  return {
    url: option === 'keyport' ? keyportPaymasterUrl(dataApiOrigin, chainId, projectId) : option.url,
  }
}

/** The chain the wallet acts on, kept in the frame's storage (spec: chain id answered from storage). */
function setChain(chainId: number | string) {
  state.chainId = Number(chainId)
  writeItem('chain-id', String(state.chainId))
}

const post = (message: unknown) => {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin)
}

// The card asks the app for the room it needs; the app may give less, and the card's gate holds.
onCardHeight((height) =>
  post({ channel: FRAME_CHANNEL, kind: 'event', type: 'APPROVAL_SIZE', payload: { height } }),
)

async function startSession(token: string, user: User) {
  const opened = await openWalletKeys(api, token, user.id)
  state.account = opened.account
  state.solana = opened.solana
  state.token = token
  state.user = user
  writeItem('session', token)
  post({ channel: FRAME_CHANNEL, kind: 'event', type: 'SESSION_UPDATE', payload: { token } })
}

function endSession() {
  state.token = state.user = state.account = state.solana = undefined
  state.preferredAccountType = 'eoa'
  state.activeAccountType = undefined
  authorizations.clear()
  removeItem('session')
  closeApproval()
}

function connected() {
  if (!state.account || !state.solana || !state.user)
    throw new Error('You are not logged in. Log in again.')
  return { account: state.account, solana: state.solana, user: state.user }
}

/** The card's host for the frame's own requests (SET_PREFERRED_ACCOUNT, UNDELEGATE). */
const ask = (card: Parameters<typeof askApproval>[1]) => askApproval(document, card)

/** What signing the EOA's delegation on the current chain needs. */
function delegationDeps(delegate: `0x${string}`) {
  return {
    owner: connected().account,
    chainId: state.chainId,
    rpc: chainRpc(state.chainId),
    origin: parentOrigin ?? '',
    keyportDelegate: delegate,
    ask,
    delegate,
  }
}

/**
 * The smart account when it is the active account on the current chain: the KeyportAccount, or
 * the EOA acting through KeyportDelegate (eip7702), which carries its authorization until the
 * chain shows the delegation.
 */
async function activeSmartAccount() {
  const { account } = connected()
  const delegate = smartAccounts.delegateOf(state.chainId)
  if (state.preferredAccountType === 'eip7702' && delegate)
    return {
      account: await smartAccounts.delegatedAccount(account, state.chainId),
      eip7702: { authorize: () => authorizations.forOperation(delegationDeps(delegate)) },
    }
  if (state.preferredAccountType !== 'smartAccount' || !smartAccounts.isEnabled(state.chainId))
    return undefined
  return { account: await smartAccounts.account(account, state.chainId) }
}

/** The EOA's EIP-7702 state on the current chain (GET_USER's `delegation`), where there is a delegate. */
async function delegationState(address: `0x${string}`) {
  const delegate = smartAccounts.delegateOf(state.chainId)
  if (!delegate) return undefined
  const current = await currentDelegate(chainRpc(state.chainId), address).catch(() => undefined)
  return { delegate, delegated: current === delegate.toLowerCase() }
}

/**
 * The user, with the active EVM account. `withSolana` (GET_USER for a Solana network) adds the
 * Solana address, which loads the Solana code: an app that never asks never loads it.
 */
async function userAnswer(withSolana = false) {
  const { account, solana, user } = connected()
  const eoa = { address: account.address, type: 'eoa' as const }
  // Listed whenever the chain has smart accounts, so the app can offer the switch.
  const smart = smartAccounts.isEnabled(state.chainId)
    ? await smartAccounts.account(account, state.chainId).catch((error: unknown) => {
        logger?.warn('[keyport-frame] smart account unavailable', error)
        return undefined
      })
    : undefined
  const smartEntry = smart && { address: smart.address, type: 'smartAccount' as AccountType }
  // The same address as the EOA, listed where the chain has KeyportDelegate (EIP-7702).
  const delegation = await delegationState(account.address)
  const delegatedEntry = delegation && { address: account.address, type: 'eip7702' as AccountType }
  const active =
    state.preferredAccountType === 'smartAccount' && smartEntry
      ? smartEntry
      : state.preferredAccountType === 'eip7702' && delegatedEntry
        ? delegatedEntry
        : eoa
  const accounts = [
    active,
    ...[eoa, smartEntry, delegatedEntry].filter((entry) => entry && entry !== active),
  ]
  return {
    email: user.email,
    address: active.address,
    chainId: state.chainId,
    accounts: accounts as { address: `0x${string}`; type: AccountType }[],
    userName: user.userName,
    smartAccountDeployed: smart ? await smart.isDeployed().catch(() => false) : false,
    preferredAccountType: active.type,
    ...(delegation && { delegation }),
    ...(withSolana && { solanaAddress: (await solanaModule()).solanaAddressOf(solana) }),
  }
}

/**
 * Records which account signs now. A switch after the session settled on one (the app asked for
 * another type) shows as a warning on the next card, so the user sees which account signs.
 */
function accountActive(type: AccountType, address: string) {
  if (state.activeAccountType && state.activeAccountType !== type)
    noteAccountTypeChange(state.activeAccountType, type, address)
  state.activeAccountType = type
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Handler = (payload: never) => Promise<unknown> | unknown
const handlers: Record<string, Handler> = {
  async CONNECT_EMAIL({ email }: { email: string }) {
    const answer = await api<{ loginId: string; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>(
      '/v1/email/start',
      { email, deviceId: deviceId(), devicePublicKey: await devicePublicKey() },
    )
    state.login = { loginId: answer.loginId, email }
    state.devicePoll = undefined
    return { action: answer.action }
  },
  CONNECT_DEVICE() {
    const login = state.login
    if (!login) throw new Error('Enter your email first.')
    // One poll per login, however often the app asks (it asks again after each time-out).
    state.devicePoll ??= (async () => {
      while (state.login === login) {
        const { approved } = await api<{ approved: boolean }>('/v1/email/device', {
          loginId: login.loginId,
          deviceId: deviceId(),
        })
        if (approved) return
        await sleep(1000)
      }
      throw new Error('This login was replaced by a newer one.')
    })()
    return state.devicePoll.then(() => ({}))
  },
  async CONNECT_OTP({ otp }: { otp: string }) {
    if (!state.login) throw new Error('Enter your email first.')
    const { token, user } = await api<{ token: string; user: User }>('/v1/email/verify', {
      loginId: state.login.loginId,
      deviceId: deviceId(),
      otp,
    })
    await startSession(token, user)
    state.login = undefined
    return {}
  },
  async IS_CONNECTED({ token }: { token?: string }) {
    const candidate = token ?? state.token
    if (!candidate) return { isConnected: false }
    if (state.account && state.token === candidate) return { isConnected: true }
    try {
      const { user } = await api<{ user: User }>('/v1/session', { token: candidate })
      await startSession(candidate, user)
      return { isConnected: true }
    } catch (error) {
      // 403: the session is bound to another device's key (or this browser lost its key): the
      // token alone opens nothing here, so this frame is not connected.
      const status = (error as { status?: number }).status
      if (status !== 401 && status !== 403) throw error
      endSession()
      return { isConnected: false }
    }
  },
  async GET_USER({
    chainId,
    preferredAccountType,
  }: {
    chainId?: number | string
    preferredAccountType?: AccountType
  }) {
    connected()
    if (chainId !== undefined && Number(chainId) > 0) setChain(chainId)
    if (preferredAccountType) state.preferredAccountType = preferredAccountType
    const answer = await userAnswer(typeof chainId === 'string' && chainId.startsWith('solana:'))
    accountActive(answer.preferredAccountType, answer.address)
    return answer
  },
  async SIGN_OUT() {
    const token = state.token
    endSession()
    if (token) await api('/v1/session/sign-out', { token }).catch(() => undefined)
    return {}
  },
  GET_CHAIN_ID: () => ({ chainId: Number(readItem('chain-id')) || state.chainId }),
  SWITCH_NETWORK({ chainId }: { chainId: number | string }) {
    setChain(chainId)
    return { chainId: state.chainId }
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
    smartAccountEnabledNetworks: smartAccounts.enabledNetworks(),
  }),
  async INIT_SMART_ACCOUNT() {
    // Works out the counterfactual address; the first user operation deploys it.
    await smartAccounts.account(connected().account, state.chainId)
    return {}
  },
  async SET_PREFERRED_ACCOUNT({ type }: { type: AccountType }) {
    const { account } = connected()
    if (type === 'eoa') {
      state.preferredAccountType = 'eoa'
      accountActive('eoa', account.address)
      return { type, address: account.address }
    }
    if (type === 'eip7702') {
      const delegate = smartAccounts.delegateOf(state.chainId)
      if (!delegate) throw noDelegation()
      // The delegation card, then the signed authorization kept for the chain's first operation.
      await authorizations.approve(delegationDeps(delegate))
      state.preferredAccountType = 'eip7702'
      accountActive('eip7702', account.address)
      return { type, address: account.address }
    }
    if (!smartAccounts.isEnabled(state.chainId)) throw noSmartAccounts()
    const smart = await smartAccounts.account(account, state.chainId)
    state.preferredAccountType = 'smartAccount'
    accountActive('smartAccount', smart.address)
    return { type, address: smart.address }
  },
  async RPC_REQUEST({
    method,
    params,
    chainId,
  }: {
    method: string
    params?: unknown
    chainId?: number | string
  }) {
    const { account, solana } = connected()
    if (method.startsWith('solana_')) {
      const { handleSolanaRpc, solanaNetworkOf } = await solanaModule()
      const network = solanaNetworkOf(chainId)
      return handleSolanaRpc(
        {
          key: solana,
          origin: parentOrigin ?? '',
          network,
          rpc: (rpcMethod, rpcParams) => forward(rpcUrl(network), rpcMethod, rpcParams),
          doc: document,
        },
        method,
        params,
      )
    }
    const active = await activeSmartAccount()
    const smart = active?.account
    const keyportDelegate = smartAccounts.delegateOf(state.chainId)
    return handleRpc(
      {
        account,
        // Set whenever a request arrives: messages are accepted only from the pinned origin.
        origin: parentOrigin ?? '',
        chainId: state.chainId,
        rpcUrl,
        doc: document,
        smart: smart && { account: smart, clients: smartAccounts.clients(state.chainId) },
        smartAccountChains: smartAccounts.enabledNetworks(),
        sponsorship: sponsorshipOn(state.chainId),
        paymasterOrigins,
        appName: state.appName,
        ...(active?.eip7702 && { eip7702: active.eip7702 }),
        delegation: { keyportDelegate, ...state.delegationOption },
      },
      method,
      params,
    )
  },
  /** Seam 5: the "Remove delegation" card, then the EOA's own type-4 transaction. */
  async UNDELEGATE() {
    const { account } = connected()
    const { undelegate } = await import('./eip7702/undelegate.ts')
    const answer = await undelegate({
      owner: account,
      chainId: state.chainId,
      rpcUrl: rpcUrl(state.chainId),
      rpc: chainRpc(state.chainId),
      origin: parentOrigin ?? '',
      keyportDelegate: smartAccounts.delegateOf(state.chainId),
      ask,
    })
    authorizations.forget(state.chainId, account.address)
    state.preferredAccountType = 'eoa'
    accountActive('eoa', account.address)
    return answer
  },
  RPC_ABORT() {
    closeApproval()
    return {}
  },
  async GET_SOCIAL_REDIRECT_URI({ provider }: { provider: string }) {
    if (!parentOrigin) throw new Error('This app may not use this wallet.')
    const answer = await startSocialFlow(api, { provider, appOrigin: parentOrigin })
    state.social?.cancel(new Error('This login was replaced by a newer one.'))
    state.social = pendingSocialFlow(answer.uri)
    return answer
  },
  /**
   * Waits for the social login this frame started to come back through the frame's own callback
   * page, and finishes it. The host hands nothing in: a callback URL it might hold is never used.
   */
  CONNECT_SOCIAL() {
    const flow = state.social
    if (!flow) throw new Error('Choose a social login first.')
    flow.finishing ??= flow.result.then(async ({ uri, popup }) => {
      try {
        const { token, user } = await api<{ token: string; user: User }>('/v1/social/finish', {
          uri,
          deviceId: deviceId(),
        })
        await startSession(token, user)
        const answer = await userAnswer()
        return {
          email: answer.email,
          address: answer.address,
          chainId: answer.chainId,
          accounts: answer.accounts,
          userName: answer.userName,
        }
      } finally {
        if (state.social === flow) state.social = undefined
        popup.postMessage({ channel: SOCIAL_DONE_CHANNEL }, location.origin)
      }
    })
    return flow.finishing
  },
  /**
   * Starts a Farcaster sign-in and draws its link as a QR code, "Open" and "Copy link" in this
   * frame's document, which the app places over its Farcaster view: the link never goes to the
   * app, so the app cannot show a sign-in of its own in the modal's place.
   */
  async SHOW_FARCASTER({ labels }: { labels: FarcasterPanelLabels }) {
    if (!parentOrigin) throw new Error('This app may not use this wallet.')
    const start = ++state.farcasterStarts
    const { loginId, url } = await api<{ loginId: string; url: string }>('/v1/farcaster/start', {
      deviceId: deviceId(),
      devicePublicKey: await devicePublicKey(),
      appOrigin: parentOrigin,
    })
    // Two requests in a row (a view mounted twice) may be answered out of order: an older start
    // answered last must not replace the sign-in the frame shows and polls.
    if (start !== state.farcasterStarts) return {}
    state.farcaster = { loginId }
    showFarcasterPanel(document, url, labels, (exit) =>
      post({ channel: FRAME_CHANNEL, kind: 'event', type: 'FOCUS_EXIT', payload: { exit } }),
    )
    return {}
  },
  HIDE_FARCASTER() {
    hideFarcasterPanel(document)
    return {}
  },
  CONNECT_FARCASTER() {
    const login = state.farcaster
    if (!login) throw new Error('Open the Farcaster sign-in first.')
    // One poll per sign-in, however often the app asks; it ends when the sign-in completes,
    // fails or expires (the auth service says which), or a newer sign-in replaces it.
    login.poll ??= (async () => {
      while (state.farcaster === login) {
        const answer = await api<
          { state: 'pending' } | { state: 'completed'; token: string; user: User }
        >('/v1/farcaster/status', { loginId: login.loginId, deviceId: deviceId() })
        if (answer.state === 'completed') {
          await startSession(answer.token, answer.user)
          state.farcaster = undefined
          hideFarcasterPanel(document)
          return { userName: answer.user.userName ?? '' }
        }
        await sleep(1000)
      }
      throw new Error('This sign-in was replaced by a newer one.')
    })()
    return login.poll
  },
  async UPDATE_EMAIL({ email }: { email: string }) {
    const token = state.token
    if (!token) throw new Error('You are not logged in. Log in again.')
    const answer = await api<{
      changeId: string
      action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
    }>('/v1/email/update', { token, email })
    state.change = answer.changeId
    return { action: answer.action }
  },
  async UPDATE_EMAIL_PRIMARY_OTP({ otp }: { otp: string }) {
    if (!state.token || !state.change) throw new Error('Start the email change first.')
    await api('/v1/email/update/primary', { token: state.token, changeId: state.change, otp })
    return {}
  },
  async UPDATE_EMAIL_SECONDARY_OTP({ otp }: { otp: string }) {
    if (!state.token || !state.change) throw new Error('Start the email change first.')
    const { newEmail } = await api<{ newEmail: string }>('/v1/email/update/secondary', {
      token: state.token,
      changeId: state.change,
      otp,
    })
    state.change = undefined
    if (state.user) state.user = { ...state.user, email: newEmail }
    return { newEmail }
  },
  SYNC_THEME(payload: unknown) {
    applyTheme(document, payload)
    return {}
  },
  SYNC_DAPP_DATA(payload: unknown) {
    const { option, warning } = parseSponsorship(payload, paymasterOrigins)
    state.sponsorship = option
    if (warning) console.warn(`[keyport-frame] ${warning}`)
    state.delegationOption = parseDelegationOption(payload)
    // An app may sync its sponsorship without metadata; the card then shows no app claim.
    if ((payload as { metadata?: unknown } | undefined)?.metadata === undefined) return {}
    const claim = parseAppClaim(payload)
    setAppClaim(claim)
    state.appName = claim.name || undefined
    return {}
  },
  RELOAD() {
    setTimeout(() => location.reload(), 0)
    return {}
  },
}

// The frame's own callback page (a popup on this origin) hands back the social login this frame
// started; a result of any other login, or from any other origin, is ignored.
window.addEventListener('message', (event) => {
  const uri = socialResultOf(event, location.origin)
  const popup = event.source as Window | null
  if (!uri || !popup || !state.social?.accept(uri, popup)) return
  popup.postMessage({ channel: SOCIAL_TAKEN_CHANNEL }, location.origin)
  post({ channel: FRAME_CHANNEL, kind: 'event', type: 'SOCIAL_RESULT', payload: {} })
  // The login finishes whether or not the app is still asking (CONNECT_SOCIAL takes the outcome).
  Promise.resolve(handlers.CONNECT_SOCIAL?.({} as never)).catch(() => undefined)
})

window.addEventListener('message', (event) => {
  if (!parentOrigin || event.source !== window.parent || event.origin !== parentOrigin) return
  const request = parseFrameRequest(event.data)
  if (!request) {
    logger?.warn('[keyport-frame] dropped a message that does not parse')
    return
  }
  const handler = handlers[request.type]
  const reply = (kind: 'success' | 'error', payload: unknown) =>
    post({ channel: FRAME_CHANNEL, kind, id: request.id, type: request.type, payload })
  Promise.resolve()
    .then(() => {
      if (!handler) throw new Error(`${request.type} is not supported by this wallet yet`)
      return handler(request.payload as never)
    })
    .then(
      (payload) => reply('success', payload ?? {}),
      (error: unknown) => {
        logger?.error('[keyport-frame]', request.type, error)
        // EIP-5792's refusals carry their code (5700…), which the app's provider throws with.
        const code = (error as { code?: unknown }).code
        reply('error', {
          message: error instanceof Error ? error.message : 'An error occurred',
          ...(typeof code === 'number' && Number.isInteger(code) && { code }),
        })
      },
    )
})

if (parentOrigin)
  post({
    channel: FRAME_CHANNEL,
    kind: 'event',
    type: 'READY',
    payload: { version: FRAME_SDK_VERSION },
  })
else
  console.error(
    `[keyport-frame] ${ancestor || 'this page'} is not an allowed app origin; the wallet stays silent.`,
  )
