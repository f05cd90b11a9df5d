import { useContext, useMemo } from 'react'
import type { Token } from '../di/createToken'
import { KeyportError } from '../errors/KeyportError'
import type { FeatureFlags, FlagKey } from '../flags/coreFlags'
import type { Kernel } from '../kernel/createKernel'
import type { OpenModalTarget } from '../modal/ModalService'
import type { ViewId } from '../router/views'
import type { KeyportInitialState } from '../storage/KeyportInitialState'
import { KeyportContext, KeyportInitialStateContext } from './KeyportContext'
import { useObservable } from './useObservable'

/** The kernel of the nearest `<KeyportProvider>`. */
export function useKernel(): Kernel {
  const kernel = useContext(KeyportContext)
  if (!kernel)
    throw new KeyportError('Keyport hooks must be used inside <KeyportProvider>.', {
      details:
        'Wrap your app: <KeyportProvider keyport={createKeyport(options)}>…</KeyportProvider>',
    })
  return kernel
}

/**
 * The server-rendered state the nearest `<KeyportProvider initialState>` was given, for a
 * plugin's hooks: they show it on the server and while the browser hydrates, so that both
 * render the same HTML.
 *
 * @example
 * const initialState = useInitialState() // { connection: { address: '0x…', … } } or undefined
 */
export function useInitialState(): KeyportInitialState | undefined {
  return useContext(KeyportInitialStateContext)
}

/** Resolves a service by its token. */
export function useService<T>(token: Token<T>): T {
  const kernel = useKernel()
  return useMemo(() => kernel.resolve(token), [kernel, token])
}

/**
 * The message lookup of the kernel's i18n catalog; re-renders when texts load. On the server and
 * while the browser hydrates it shows only the texts present from the start, in the server's
 * locale (the `locale` option, else `initialState.locale`, else English), so both render the
 * same HTML; the browser's own language shows right after.
 */
export function useT() {
  const { i18n, options } = useKernel()
  const initialLocale = useInitialState()?.locale
  const serverLocale = options.locale ?? initialLocale ?? 'en'
  const revision = useObservable(
    i18n.revision$,
    () => i18n.revision,
    () => SERVER_REVISION,
  )
  return revision === SERVER_REVISION ? i18n.staticT(serverLocale) : i18n.t
}

// No revision of the browser's catalog is negative.
const SERVER_REVISION = -1

/** The current value of one feature flag. */
export function useFlag<K extends FlagKey>(key: K): FeatureFlags[K] {
  const { flags } = useKernel()
  return useObservable(flags.flags$, () => flags.all)[key]
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open, close, isOpen } = useModal()
 * open({ view: 'Connect' })
 */
export function useModal() {
  const { modal } = useKernel()
  const { open: isOpen } = useObservable(modal.state$, () => modal.state)
  return useMemo(
    () => ({
      isOpen,
      open: <V extends ViewId>(target?: OpenModalTarget<V>) => modal.open(target),
      close: (options?: { force?: boolean }) => modal.close(options),
    }),
    [modal, isOpen],
  )
}
