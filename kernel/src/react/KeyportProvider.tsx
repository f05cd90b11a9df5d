import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { Kernel } from '../kernel/createKernel'
import { KeyportContext } from './KeyportContext'
import { ModalCrashBoundary } from './ModalCrashBoundary'
import { useObservable } from './useObservable'

const loadModal = () => import('./modal/Modal')
const Modal = lazy(loadModal)

/** Loads the modal's code ahead of the first click, e.g. on hover or when the browser is idle. */
export function prefetchModal(): void {
  void loadModal()
}

export type KeyportProviderProps = { keyport: Kernel; children?: ReactNode }

/**
 * Makes a Keyport instance available to its children and renders the modal when it opens.
 * The modal's code loads on first open, so a page with only a Connect button stays small.
 *
 * @example
 * <KeyportProvider keyport={keyport}><ConnectButton /></KeyportProvider>
 */
export function KeyportProvider({ keyport, children }: KeyportProviderProps) {
  const { open } = useObservable(keyport.modal.state$, () => keyport.modal.state)
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return
    const id = requestIdleCallback(prefetchModal, { timeout: 5000 })
    return () => cancelIdleCallback(id)
  }, [])
  return (
    <KeyportContext.Provider value={keyport}>
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
    </KeyportContext.Provider>
  )
}
