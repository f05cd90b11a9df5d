import { type Logger, lazyService } from '@keyport/kernel'
import { BehaviorSubject, type Subscription } from 'rxjs'
import type { EmbeddedWallet } from './createEmbeddedWallet.ts'

type AsyncMethod = Exclude<keyof EmbeddedWallet, 'approval$' | 'abortUnsafe' | 'dispose'>

/** Every async method, each forwarded to the loaded wallet (the type makes the list complete). */
const asyncMethods: Record<AsyncMethod, true> = {
  preload: true,
  connectEmail: true,
  connectDevice: true,
  connectOtp: true,
  socialRedirectUri: true,
  connectSocial: true,
  showFarcaster: true,
  hideFarcaster: true,
  focusFarcaster: true,
  connectFarcaster: true,
  updateEmail: true,
  updateEmailPrimaryOtp: true,
  updateEmailSecondaryOtp: true,
  getUser: true,
  setPreferredAccountType: true,
  undelegate: true,
  refreshUser: true,
  getChainId: true,
  isConnected: true,
  signOut: true,
  switchNetwork: true,
  request: true,
}

/**
 * The embedded wallet as the host page first gets it: its code (the frame protocol's client,
 * the login steps, the RPC split) loads on the first call, which is a login, a reconnect of a
 * previous login, or the preload at start when one exists. Until then no request can be open,
 * so `approval$` is false and `abortUnsafe` has nothing to abort.
 *
 * @example
 * provide(embeddedWalletToken, () => lazyEmbeddedWallet(() => import(...).then(...)))
 */
export function lazyEmbeddedWallet(
  load: () => Promise<EmbeddedWallet>,
  logger?: Pick<Logger, 'warn'>,
): EmbeddedWallet {
  const approval$ = new BehaviorSubject(false)
  let instance: EmbeddedWallet | undefined
  let forwarding: Subscription | undefined
  let disposed = false
  // Loaded once; a chunk that failed to load (offline, a new deploy) is tried again on the next
  // call, and one that arrives after dispose() is disposed (lazyService).
  const wallet = lazyService(async () => {
    const created = await load().catch((error: unknown) => {
      logger?.warn('the embedded wallet did not load', error)
      throw error
    })
    if (!disposed) {
      instance = created
      forwarding = created.approval$.subscribe((waiting) => {
        if (waiting !== approval$.value) approval$.next(waiting)
      })
    }
    return created
  })
  // Each async method waits for the wallet, then calls the same method on it.
  const forward = <M extends AsyncMethod>(method: M): EmbeddedWallet[M] =>
    (async (...args: unknown[]) => {
      const created = await wallet.load()
      return (created[method] as (...a: unknown[]) => Promise<unknown>)(...args)
    }) as EmbeddedWallet[M]

  return {
    approval$: approval$.asObservable(),
    ...(Object.fromEntries(
      Object.keys(asyncMethods).map((method) => [method, forward(method as AsyncMethod)]),
    ) as Pick<EmbeddedWallet, AsyncMethod>),
    abortUnsafe: () => instance?.abortUnsafe(),
    dispose() {
      disposed = true
      forwarding?.unsubscribe()
      wallet.dispose()
      approval$.complete()
    },
  }
}
