import { type Logger, lazyService } from '@keyport/kernel'
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs'
import type { SiwxService, SiwxState } from './SiwxService.ts'

export type LazySiwxServiceParameters = {
  /** The connect plugin's connection service (only its status is read). */
  connection: { readonly state$: Observable<{ status: string }> }
  required: boolean
  /** Creates the real service, from code loaded only then. */
  load: () => Promise<SiwxService>
  logger?: Pick<Logger, 'warn'>
}

/**
 * The sign-in service as the host page first gets it: idle, and a few hundred bytes. The real
 * service (its message builder, its storage and their schemas) loads when a wallet connects or
 * a method is called; from then on this one mirrors its state and hands it every call. Until
 * then nothing is connected, so there is nothing to sign in and `idle` is the true state.
 *
 * @example
 * provide(siwxToken, (context) => lazySiwxService({ connection, required, load: () => import(...) }))
 */
export function lazySiwxService({
  connection,
  required,
  load,
  logger,
}: LazySiwxServiceParameters): SiwxService {
  const state$ = new BehaviorSubject<SiwxState>({ status: 'idle' })
  let forwarding: Subscription | undefined
  let disposed = false
  // Loaded once; a chunk that failed to load (offline, a new deploy) is tried again on the next
  // call, and one that arrives after dispose() is disposed (lazyService).
  const service = lazyService(async () => {
    const created = await load()
    if (!disposed) forwarding = created.state$.subscribe((state) => state$.next(state))
    return created
  })
  const loaded = () => service.load()
  const watching = connection.state$.subscribe(({ status }) => {
    if (status === 'connected')
      loaded().catch((error: unknown) => logger?.warn('siwx: the sign-in code did not load', error))
  })

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    required,
    signIn: async () => (await loaded()).signIn(),
    cancel: async () => (await loaded()).cancel(),
    signOut: async () => (await loaded()).signOut(),
    createMessage: async (input) => (await loaded()).createMessage(input),
    addSession: async (session) => (await loaded()).addSession(session),
    createAuthenticateRequest: async (input) => (await loaded()).createAuthenticateRequest(input),
    dispose() {
      disposed = true
      watching.unsubscribe()
      forwarding?.unsubscribe()
      service.dispose()
      state$.complete()
    },
  }
}
