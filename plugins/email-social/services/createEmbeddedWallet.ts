import {
  type AccountType,
  type Clock,
  type FrameRequestPayload,
  type FrameTransport,
  type FrameUser,
  type KeyportStorage,
  type LazyService,
  type Logger,
  type OAuthProvider,
  rpcMethodKind,
  storageKeys,
  storedChainId,
} from '@keyport/kernel'
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs'
import { EmailCooldownError, EmbeddedWalletRpcError } from '../errors.ts'
import { EMAIL_COOLDOWN_MS, forgetLogin } from '../storage.ts'
import { resolveAccountType } from './resolveAccountType.ts'

/** The embedded wallet behind the email-social plugin. See `createEmbeddedWallet`. */
export interface EmbeddedWallet {
  /** True while a signing request waits for the user's approval in the frame's own UI. */
  readonly approval$: Observable<boolean>
  /** Creates the frame now (at start, when a previous login exists). */
  preload(): Promise<void>
  /** Spec "connect email": 'VERIFY_DEVICE' or 'VERIFY_OTP'; throws 'Please try again after N seconds'. */
  connectEmail(email: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'>
  /** Waits until the device is approved (asks again after each 30 s time-out) or `signal` aborts. */
  connectDevice(signal: AbortSignal): Promise<void>
  connectOtp(otp: string): Promise<void>
  socialRedirectUri(provider: OAuthProvider): Promise<string>
  /**
   * Waits until the login that `socialRedirectUri` started comes back to the frame (through the
   * frame's own callback page, never through this page) and the frame has finished it; asks
   * again after each request time-out until `signal` aborts. `onResult` is called when the
   * provider's answer reached the frame and the frame is finishing the login.
   */
  connectSocial(signal: AbortSignal, onResult?: () => void): Promise<void>
  /**
   * Starts a Farcaster sign-in that the frame draws itself (QR code, Open, Copy link) and places
   * the frame over `slot` in the modal: the link never comes to this page. `onFocusExit` hears
   * Tab past the frame's last control, Shift+Tab before its first, and Escape.
   */
  showFarcaster(
    slot: Element,
    labels: FarcasterLabels,
    onFocusExit: (exit: 'forward' | 'backward' | 'escape') => void,
  ): Promise<void>
  /** Removes the frame's Farcaster sign-in from the modal (the view closed). */
  hideFarcaster(): Promise<void>
  /** Moves keyboard focus into the frame's Farcaster sign-in. */
  focusFarcaster(): Promise<void>
  connectFarcaster(): Promise<void>
  updateEmail(email: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /**
   * Spec "get user", with the preferred account type and its fallback to eoa. For a Solana
   * network (its CAIP-2 id) the answer also has `solanaAddress`; the EVM chain stays as it was.
   */
  getUser(chainId?: number | `solana:${string}`): Promise<FrameUser>
  /**
   * GET_USER again on the stored chain with the account type in use, without setting anything
   * up: what an operation since may have changed (a delegation, a deployment).
   */
  refreshUser(): Promise<FrameUser>
  /**
   * Spec "set preferred account {type}": stores the type and answers its address; on an error
   * the stored type falls back to eoa and the error is thrown. `eip7702` shows the frame's
   * delegation card (the frame is made visible as for a signature); declined or unavailable, the
   * type in use stays and the error is thrown.
   */
  setPreferredAccountType(type: AccountType): Promise<{ type: AccountType; address: string }>
  /**
   * Removes the EOA's EIP-7702 delegation on the current chain: the frame shows its "Remove
   * delegation" card and sends the type-4 transaction (the EOA pays its gas); afterwards the
   * stored type is eoa. Throws the frame's reason ('Revoke your session keys first', no ETH).
   */
  undelegate(): Promise<{ hash: string }>
  /**
   * Spec "get chain id": the chain last used, from storage; when none is stored after a login,
   * the frame's (answered from its own storage), which is then stored.
   */
  getChainId(): Promise<number>
  /** Whether the stored session still holds; a not-connected answer forgets the login. */
  isConnected(): Promise<boolean>
  signOut(): Promise<void>
  switchNetwork(chainId: number): Promise<void>
  /**
   * An RPC request through the frame; `chainId` names the network (a CAIP-2 id for the
   * `solana_*` methods). @default the stored EVM chain
   */
  request(method: string, params?: unknown, chainId?: number | string): Promise<unknown>
  /** Aborts the signing requests still open (the modal closed); spec section 6. */
  abortUnsafe(): void
  dispose(): void
}

/** The modal's words for the frame's Farcaster sign-in (the frame shows them as plain text). */
type FarcasterLabels = FrameRequestPayload<'SHOW_FARCASTER'>['labels']

export type CreateEmbeddedWalletParameters = {
  storage: KeyportStorage
  clock: Clock
  logger?: Logger
  /** The kernel's secure-frame transport (`frameTransportToken`), loaded on first use. */
  transport: LazyService<FrameTransport>
  /**
   * The eip155 account type to log in with where smart accounts are enabled; eoa elsewhere.
   * @default 'smartAccount' (spec section 3)
   */
  preferredAccountType?: AccountType
  /** The `smartSessions` feature: off refuses wallet_grantPermissions/revokePermissions. @default () => false */
  smartSessions?: () => boolean
}

const SESSION_METHODS = ['wallet_grantPermissions', 'wallet_revokePermissions']

const SIGN_OUT_WAIT_MS = 3_000

/** EIP-1193 codes for the frame's answers: 4001 declined or aborted, 4200 refused (spec section 6). */
const RPC_CODES: Readonly<Record<string, number>> = {
  'Signature declined': 4001,
  'Request was aborted': 4001,
  'Requested RPC call is not allowed': 4200,
}
/** Codes the frame may give itself: invalid params and EIP-5792's 5700–5760 (viem maps each). */
const isFrameCode = (code: unknown): code is number =>
  code === -32602 || (typeof code === 'number' && code >= 5700 && code <= 5799)
const asRpcError = (error: unknown): never => {
  const message = (error as { shortMessage?: string }).shortMessage ?? ''
  const frameCode = (error as { code?: unknown }).code
  const code = RPC_CODES[message] ?? (isFrameCode(frameCode) ? frameCode : undefined)
  if (code) throw new EmbeddedWalletRpcError(message, code, error)
  throw error
}

/**
 * The app side of the embedded wallet over the frame transport: the spec's storage keys (section
 * 3 and 4), the 30 s email cooldown, session tokens from SESSION_UPDATE handed back with
 * is-connected, chain id answered from storage, and RPC split into safe and unsafe methods.
 * The session token is an opaque handle: it reconnects only the frame whose device key the
 * session is bound to and releases no key share by itself (docs/security.md, "Keys").
 *
 * @example
 * const wallet = createEmbeddedWallet({ storage, clock, transport: resolve(frameTransportToken) })
 * const action = await wallet.connectEmail('ada@example.com')
 */
export function createEmbeddedWallet({
  storage,
  clock,
  logger,
  transport: frameTransport,
  preferredAccountType,
  smartSessions = () => false,
}: CreateEmbeddedWalletParameters): EmbeddedWallet {
  const approval$ = new BehaviorSubject(false)
  let transport: Promise<FrameTransport> | undefined
  let sessions: Subscription | undefined
  let disposed = false
  let openApprovals = 0
  let farcasterFocus: Subscription | undefined
  let farcasterShows = 0
  const frame = () => {
    if (!transport) {
      transport = frameTransport.load()
      transport.then(
        (t) => {
          if (disposed) return
          sessions = t.events$.subscribe((event) => {
            if (event.type === 'SESSION_UPDATE')
              storage.setItem(storageKeys.SESSION_TOKEN, event.payload.token)
            else if (event.type === 'APPROVAL_SIZE') t.fitHeight(event.payload.height)
            else if (event.type === 'SOCIAL_RESULT' || event.type === 'FOCUS_EXIT') return
            // The first READY came before this subscription: a READY here is a frame the
            // transport replaced (its heartbeat found the old one dead). It opens logged out.
            else void reopenSession(t)
          })
        },
        () => {
          transport = undefined
        },
      )
    }
    return transport
  }

  // Hands the stored session to a replaced frame, on the chain and account type in use.
  const reopenSession = async (t: FrameTransport) => {
    const token = storage.getItem<string>(storageKeys.SESSION_TOKEN)
    if (storage.getItem(storageKeys.EMAIL_LOGIN_USED) !== true || typeof token !== 'string') return
    try {
      if (!(await t.request('IS_CONNECTED', { token })).isConnected) return
      await t.request('GET_USER', {
        chainId: storedChainId(storage),
        preferredAccountType:
          storage.getItem<AccountType>(storageKeys.PREFERRED_ACCOUNT_TYPE) ??
          preferredAccountType ??
          'smartAccount',
      })
    } catch (error) {
      logger?.warn('could not reopen the session in the reloaded frame', error)
    }
  }

  // A login step the frame left unanswered for 30 s: the frame is asked to restart (the transport
  // replaces it when it cannot, logging 'Error reloading iframe'), so the next try starts afresh.
  const restartAfterTimeout = async <T>(run: (t: FrameTransport) => Promise<T>) => {
    const t = await frame()
    try {
      return await run(t)
    } catch (error) {
      if ((error as Error).name === 'FrameRequestTimeoutError') t.reload().catch(() => undefined)
      throw error
    }
  }

  const waitForSocial = async (t: FrameTransport, signal: AbortSignal) => {
    for (;;) {
      try {
        const user = await t.request('CONNECT_SOCIAL', {}, { signal })
        loggedIn({ email: user.email, userName: user.userName ?? user.email })
        return
      } catch (error) {
        // A time-out only means the user is still at the provider: ask again while the view waits.
        if (signal.aborted || (error as Error).name !== 'FrameRequestTimeoutError') throw error
      }
    }
  }

  // The frame draws a card the user must answer: it is shown over the modal until answered.
  const withApproval = async <T>(t: FrameTransport, run: () => Promise<T>): Promise<T> => {
    openApprovals++
    approval$.next(true)
    t.setVisible(true)
    try {
      return await run()
    } finally {
      openApprovals--
      if (openApprovals === 0) {
        t.setVisible(false)
        approval$.next(false)
      }
    }
  }

  const loggedIn = (patch: { email?: string | null; userName?: string | null }) => {
    storage.setItem(storageKeys.EMAIL_LOGIN_USED, true)
    if (patch.email) storage.setItem(storageKeys.EMAIL, patch.email)
    if (patch.userName) storage.setItem(storageKeys.SOCIAL_USERNAME, patch.userName)
    storage.removeItem(storageKeys.LAST_EMAIL_LOGIN_TIME)
  }

  return {
    approval$: approval$.asObservable(),
    preload: async () => void (await (await frame()).load()),

    async connectEmail(email) {
      const last = Number(storage.getItem(storageKeys.LAST_EMAIL_LOGIN_TIME) ?? 0)
      const wait = last + EMAIL_COOLDOWN_MS - clock.now()
      if (wait > 0) throw new EmailCooldownError(Math.ceil(wait / 1000))
      const { action } = await restartAfterTimeout((t) => t.request('CONNECT_EMAIL', { email }))
      storage.setItem(storageKeys.LAST_EMAIL_LOGIN_TIME, clock.now())
      return action
    },
    async connectDevice(signal) {
      const t = await frame()
      for (;;) {
        try {
          await t.request('CONNECT_DEVICE', {}, { signal })
          return
        } catch (error) {
          // A time-out only means the link is not clicked yet: ask again while the view waits.
          if (signal.aborted || (error as Error).name !== 'FrameRequestTimeoutError') throw error
        }
      }
    },
    async connectOtp(otp) {
      await restartAfterTimeout((t) => t.request('CONNECT_OTP', { otp }))
      loggedIn({ email: undefined })
    },
    async socialRedirectUri(provider) {
      const answer = await restartAfterTimeout((t) =>
        t.request('GET_SOCIAL_REDIRECT_URI', { provider }),
      )
      return answer.uri
    },
    async connectSocial(signal, onResult) {
      const t = await frame()
      const received = t.events$.subscribe((event) => {
        if (event.type === 'SOCIAL_RESULT' && !signal.aborted) onResult?.()
      })
      signal.addEventListener('abort', () => received.unsubscribe())
      try {
        return await waitForSocial(t, signal)
      } finally {
        received.unsubscribe()
      }
    },
    async showFarcaster(slot, labels, onFocusExit) {
      // A view mounted twice (React's StrictMode) shows, hides and shows again: only the newest
      // call acts once the frame is there.
      const mine = ++farcasterShows
      const t = await frame()
      await t.load()
      if (mine !== farcasterShows) return
      farcasterFocus?.unsubscribe()
      farcasterFocus = t.events$.subscribe((event) => {
        if (event.type === 'FOCUS_EXIT') onFocusExit(event.payload.exit)
      })
      t.placeOver(slot)
      try {
        await t.request('SHOW_FARCASTER', { labels })
      } catch (error) {
        t.placeOver(null)
        throw error
      }
    },
    async hideFarcaster() {
      const shown = farcasterShows
      const t = transport ? await transport.catch(() => undefined) : undefined
      if (!t || shown !== farcasterShows) return
      farcasterFocus?.unsubscribe()
      farcasterFocus = undefined
      t.placeOver(null)
      await t.request('HIDE_FARCASTER', {}).catch(() => undefined)
    },
    async focusFarcaster() {
      ;(await frame()).focus()
    },
    async connectFarcaster() {
      const { userName } = await (await frame()).request('CONNECT_FARCASTER', {})
      loggedIn({ userName })
    },
    async updateEmail(email) {
      return (await (await frame()).request('UPDATE_EMAIL', { email })).action
    },
    async updateEmailPrimaryOtp(otp) {
      await (await frame()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await (await frame()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      storage.setItem(storageKeys.EMAIL, newEmail)
      return newEmail
    },
    async getUser(chainId) {
      const t = await frame()
      const evmChain = typeof chainId === 'number' ? chainId : storedChainId(storage)
      const type = await resolveAccountType({
        transport: t,
        storage,
        chainId: evmChain,
        preferred: preferredAccountType,
        logger,
      })
      const user = await t.request('GET_USER', {
        chainId: chainId ?? storedChainId(storage),
        preferredAccountType: type,
      })
      storage.setItem(storageKeys.LAST_USED_CHAIN, Number(user.chainId))
      if (user.email) storage.setItem(storageKeys.EMAIL, user.email)
      storage.setItem(storageKeys.EMAIL_LOGIN_USED, true)
      return user
    },
    async refreshUser() {
      return (await frame()).request('GET_USER', {
        chainId: storedChainId(storage),
        preferredAccountType:
          storage.getItem<AccountType>(storageKeys.PREFERRED_ACCOUNT_TYPE) ??
          preferredAccountType ??
          'smartAccount',
      })
    },
    async setPreferredAccountType(type) {
      const t = await frame()
      try {
        const answer =
          type === 'eip7702'
            ? await withApproval(t, () => t.request('SET_PREFERRED_ACCOUNT', { type }))
            : await t.request('SET_PREFERRED_ACCOUNT', { type })
        storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, answer.type)
        return answer
      } catch (error) {
        // Seam 3: a declined delegation leaves the type in use as it was.
        if (type !== 'eip7702') storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'eoa')
        throw error
      }
    },
    async undelegate() {
      const t = await frame()
      const answer = await withApproval(t, () => t.request('UNDELEGATE', {}))
      storage.setItem(storageKeys.PREFERRED_ACCOUNT_TYPE, 'eoa')
      return answer
    },
    async getChainId() {
      const stored = storage.getItem(storageKeys.LAST_USED_CHAIN)
      if (stored !== undefined || storage.getItem(storageKeys.EMAIL_LOGIN_USED) !== true)
        return storedChainId(storage)
      const chainId = Number((await (await frame()).request('GET_CHAIN_ID', {})).chainId)
      if (!Number.isInteger(chainId) || chainId <= 0) return storedChainId(storage)
      storage.setItem(storageKeys.LAST_USED_CHAIN, chainId)
      return chainId
    },
    async isConnected() {
      if (storage.getItem(storageKeys.EMAIL_LOGIN_USED) !== true) return false
      const token = storage.getItem<string>(storageKeys.SESSION_TOKEN)
      const { isConnected } = await (await frame()).request(
        'IS_CONNECTED',
        typeof token === 'string' ? { token } : {},
      )
      if (!isConnected) forgetLogin(storage)
      return isConnected
    },
    async signOut() {
      const t = transport ? await transport.catch(() => undefined) : undefined
      forgetLogin(storage)
      if (!t) return
      // Spec: disconnect finishes within 3 s even if the frame never answers.
      await Promise.race([
        t.request('SIGN_OUT', {}).catch(() => undefined),
        new Promise<void>((resolve) => clock.setTimeout(resolve, SIGN_OUT_WAIT_MS)),
      ])
    },
    async switchNetwork(chainId) {
      await (await frame()).request('SWITCH_NETWORK', { chainId })
      storage.setItem(storageKeys.LAST_USED_CHAIN, chainId)
    },
    async request(method, params, chainId) {
      if (method === 'eth_chainId') return `0x${storedChainId(storage).toString(16)}`
      const kind = rpcMethodKind(method)
      if (!kind || (SESSION_METHODS.includes(method) && !smartSessions()))
        throw new EmbeddedWalletRpcError('Requested RPC call is not allowed', 4200)
      const t = await frame()
      const payload = {
        method,
        params: params as unknown[] | undefined,
        chainId: chainId ?? storedChainId(storage),
      }
      if (kind === 'safe') return t.request('RPC_REQUEST', payload).catch(asRpcError)
      return withApproval(t, () => t.request('RPC_REQUEST', payload)).catch(asRpcError)
    },
    abortUnsafe() {
      void transport?.then(
        (t) => t.abortRequests({ unsafeOnly: true }),
        () => undefined,
      )
    },
    // The transport is the kernel's: it outlives the wallet and is removed on the kernel's dispose.
    dispose() {
      disposed = true
      sessions?.unsubscribe()
      approval$.complete()
    },
  }
}
