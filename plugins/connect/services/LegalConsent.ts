import type { EventBus } from '@keyport/kernel'
import { BehaviorSubject, type Observable } from 'rxjs'

/** Whether the person ticked the `legalCheckbox` box in this opening of the modal. */
export interface LegalConsent {
  readonly accepted$: Observable<boolean>
  readonly accepted: boolean
  set(accepted: boolean): void
}

/**
 * The legal checkbox's state. It lasts while the modal is open (a wallet's Back keeps it) and is
 * cleared when the modal closes: each opening asks again; nothing is stored.
 *
 * @example
 * const consent = createLegalConsent({ bus })
 * consent.set(true)
 * bus.emit('modal:closed') // consent.accepted is false again
 */
export function createLegalConsent({ bus }: { bus: EventBus }): LegalConsent {
  const accepted$ = new BehaviorSubject(false)
  bus.on('modal:closed', () => accepted$.next(false))
  return {
    accepted$: accepted$.asObservable(),
    get accepted() {
      return accepted$.value
    },
    set: (accepted) => accepted$.next(accepted),
  }
}
