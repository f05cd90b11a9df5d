import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { Kernel } from '../kernel/createKernel'
import type { ViewDefinition } from '../router/views'
import type { KeyportInitialState } from '../storage/KeyportInitialState'
import { KeyportContext, KeyportInitialStateContext } from './KeyportContext'
import { loadOnce } from './loadOnce'
import { ModalCrashBoundary } from './ModalCrashBoundary'
import { useObservable } from './useObservable'

const importModal = () => import('./modal/Modal')
const loadModal = () => loadOnce(importModal, importModal)

// The modal's code with the plugins' message catalogs and modal parts, loaded once per kernel:
// the modal shows plugin texts and views, so it waits for them.
const loadModalFor = (keyport: Kernel) =>
  loadOnce(keyport, () =>
    Promise.all([loadModal(), keyport.prepareModal()]).then(([module]) => module),
  )
const modals = new WeakMap<Kernel, ComponentType>()
function modalFor(keyport: Kernel): ComponentType {
  let Modal = modals.get(keyport)
  if (!Modal) {
    // React's types ask for a Promise; lazy only calls `then`, which loadOnce answers at once.
    Modal = lazy((() => loadModalFor(keyport)) as typeof importModal)
    modals.set(keyport, Modal)
  }
  return Modal
}

/**
 * Loads the modal's code ahead of the first click, e.g. on hover or when the browser is idle.
 * Given the Keyport instance, it also loads the plugins' message catalogs and modal parts and the
 * view `open()` would show now (Connect, or Account once connected), so the first open renders
 * at once. Resolves when all are loaded; never rejects (a failure is logged, and opening tries
 * again).
 *
 * @example
 * <button onPointerEnter={() => prefetchModal(keyport)} onClick={() => keyport.modal.open()} />
 */
export async function prefetchModal(keyport?: Kernel): Promise<void> {
  try {
    if (!keyport) return void (await loadModal())
    const modal = loadModalFor(keyport)
    await Promise.all([modal, prefetchView(keyport, modal)])
  } catch (error) {
    keyport?.logger.warn('prefetching the modal failed', error)
  }
}

// The view's code loads beside the modal's; a view from a plugin's modal part is known only once
// that part has loaded with the modal.
async function prefetchView(keyport: Kernel, modal: PromiseLike<unknown>): Promise<void> {
  const { view } = keyport.modal.nextView()
  let definition: ViewDefinition
  try {
    definition = keyport.router.definition(view)
  } catch {
    await modal
    definition = keyport.router.definition(view)
  }
  await loadOnce(definition, definition.load)
}

export type KeyportProviderProps = {
  keyport: Kernel
  /**
   * What the server rendered from: the connected account from the request's cookie and the
   * visitor's locale (`keyportStateFromHeaders(headers)`, with
   * `createKeyport({ ssrStorage: cookieStorage() })`). The server render and the browser's first
   * render show it (the account button instead of Connect, in that locale); once the browser has
   * restored the real connection, and loaded its own language, those show instead.
   * @default undefined (both render disconnected, in English unless the app set `locale`)
   */
  initialState?: KeyportInitialState
  children?: ReactNode
}

/**
 * Makes a Keyport instance available to its children and renders the modal when it opens.
 * The modal's code loads when the browser is idle or on first open, so a page with only a
 * Connect button stays small.
 *
 * @example
 * <KeyportProvider keyport={keyport}><ConnectButton /></KeyportProvider>
 * // server-rendered, connected from the first paint:
 * <KeyportProvider keyport={keyport} initialState={keyportStateFromCookie(cookieHeader)}>…</KeyportProvider>
 */
export function KeyportProvider({ keyport, initialState, children }: KeyportProviderProps) {
  const { open } = useObservable(keyport.modal.state$, () => keyport.modal.state)
  const Modal = modalFor(keyport)
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return
    const id = requestIdleCallback(() => void prefetchModal(keyport), { timeout: 5000 })
    return () => cancelIdleCallback(id)
  }, [keyport])
  return (
    <KeyportContext.Provider value={keyport}>
      <KeyportInitialStateContext.Provider value={initialState}>
        {children}
        {open && typeof document !== 'undefined'
          ? createPortal(
              <ModalCrashBoundary kernel={keyport}>
                <Suspense fallback={null}>
                  <Modal />
                </Suspense>
              </ModalCrashBoundary>,
              document.body,
            )
          : null}
      </KeyportInitialStateContext.Provider>
    </KeyportContext.Provider>
  )
}
