import { type Logger, lazyService } from '@keyport/kernel'
import { BehaviorSubject, type Subscription } from 'rxjs'
import type { EmbeddedWallet } from './createEmbeddedWallet.ts'

type AsyncMethod = Exclude<keyof EmbeddedWallet, 'approval$' | 'abortUnsafe' | 'dispose'>

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
    preload: forward('preload'),
    connectEmail: forward('connectEmail'),
    connectDevice: forward('connectDevice'),
    connectOtp: forward('connectOtp'),
    socialRedirectUri: forward('socialRedirectUri'),
    connectSocial: forward('connectSocial'),
    showFarcaster: forward('showFarcaster'),
    hideFarcaster: forward('hideFarcaster'),
    focusFarcaster: forward('focusFarcaster'),
    connectFarcaster: forward('connectFarcaster'),
    updateEmail: forward('updateEmail'),
    updateEmailPrimaryOtp: forward('updateEmailPrimaryOtp'),
    updateEmailSecondaryOtp: forward('updateEmailSecondaryOtp'),
    getUser: forward('getUser'),
    setPreferredAccountType: forward('setPreferredAccountType'),
    undelegate: forward('undelegate'),
    refreshUser: forward('refreshUser'),
    getChainId: forward('getChainId'),
    isConnected: forward('isConnected'),
    signOut: forward('signOut'),
    switchNetwork: forward('switchNetwork'),
    request: forward('request'),
    abortUnsafe: () => instance?.abortUnsafe(),
    dispose() {
      disposed = true
      forwarding?.unsubscribe()
      wallet.dispose()
      approval$.complete()
    },
  }
}
