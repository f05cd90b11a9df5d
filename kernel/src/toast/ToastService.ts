import { BehaviorSubject, type Observable } from 'rxjs'
import type { Clock } from '../time/Clock'

/** How long a replaced toast stays closed before the next one shows (spec: 150 ms). */
export const TOAST_SWAP_DELAY_MS = 150

export type ToastVariant = 'loading' | 'success' | 'error'

export type ToastState = { open: boolean; message: string; variant: ToastVariant }

export interface ToastService {
  readonly state$: Observable<ToastState>
  readonly state: ToastState
  /** Shows a spinner toast that stays until replaced or closed. */
  showLoading(message: string): void
  /** Shows a success toast that hides itself after `autoHideMs`. */
  showSuccess(message: string): void
  /** Shows an error toast that hides itself after `autoHideMs`. */
  showError(message: string): void
  /** Hides the toast and drops a toast waiting to swap in. The message stays for the exit animation. */
  close(): void
  /** Cancels every timer and completes `state$`. */
  dispose(): void
}

export type CreateToastServiceParameters = {
  clock: Clock
  /**
   * How long success and error toasts stay open.
   * @default 2500
   */
  autoHideMs?: number
}

/**
 * Creates the single toast the modal shows. A toast asked for while another is open closes the
 * open one first and appears `TOAST_SWAP_DELAY_MS` later, so the user sees the change.
 *
 * @example
 * const toasts = createToastService({ clock: systemClock })
 * toasts.showLoading('Authenticating...')
 * toasts.showError('Signature declined') // the loading toast closes; this one shows 150 ms later
 */
export function createToastService({
  clock,
  autoHideMs = 2500,
}: CreateToastServiceParameters): ToastService {
  const state$ = new BehaviorSubject<ToastState>({ open: false, message: '', variant: 'success' })
  let cancelHide: (() => void) | undefined
  let cancelSwap: (() => void) | undefined
  // The toast waiting out a swap; a newer request replaces it without restarting the delay.
  let queued: Omit<ToastState, 'open'> | undefined

  const stopTimers = () => {
    cancelHide?.()
    cancelSwap?.()
    cancelHide = cancelSwap = queued = undefined
  }

  const display = (next: Omit<ToastState, 'open'>) => {
    state$.next({ open: true, ...next })
    if (next.variant !== 'loading') cancelHide = clock.setTimeout(close, autoHideMs)
  }

  const show = (message: string, variant: ToastVariant) => {
    if (queued) {
      queued = { message, variant }
      return
    }
    cancelHide?.()
    cancelHide = undefined
    if (!state$.value.open) return display({ message, variant })
    state$.next({ ...state$.value, open: false })
    queued = { message, variant }
    cancelSwap = clock.setTimeout(() => {
      const next = queued
      cancelSwap = queued = undefined
      if (next) display(next)
    }, TOAST_SWAP_DELAY_MS)
  }

  function close() {
    stopTimers()
    if (state$.value.open) state$.next({ ...state$.value, open: false })
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    showLoading: (message) => show(message, 'loading'),
    showSuccess: (message) => show(message, 'success'),
    showError: (message) => show(message, 'error'),
    close,
    dispose() {
      stopTimers()
      state$.complete()
    },
  }
}
