import { BehaviorSubject, type Observable } from 'rxjs'

export type NoticeVariant = 'info' | 'success' | 'warning' | 'error'

export type NoticeState = { open: boolean; message: string; variant: NoticeVariant }

export interface NoticeService {
  readonly state$: Observable<NoticeState>
  readonly state: NoticeState
  /** Shows a short message; a notice already open is replaced. */
  open(message: string, variant: NoticeVariant): void
  /** Hides the notice, clears its message and resets the variant to 'info'. */
  close(): void
}

const closed: NoticeState = Object.freeze({ open: false, message: '', variant: 'info' })

/**
 * Creates the debug notice: a banner for developers (a missing project id, a plugin that failed
 * to start) that stays until dismissed.
 *
 * @example
 * const notice = createNoticeService()
 * notice.open('No projectId was given', 'warning')
 * notice.close() // { open: false, message: '', variant: 'info' }
 */
export function createNoticeService(): NoticeService {
  const state$ = new BehaviorSubject<NoticeState>(closed)
  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    open: (message, variant) => state$.next({ open: true, message, variant }),
    close: () => state$.next(closed),
  }
}
