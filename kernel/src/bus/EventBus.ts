import { filter, map, type Observable, Subject } from 'rxjs'
import type { KeyportEvents } from './events'

type PayloadArgs<P> = [P] extends [undefined] ? [payload?: P] : [payload: P]

export type BusEvent<E> = { [K in keyof E & string]: { name: K; payload: E[K] } }[keyof E & string]

export interface EventBus<E = KeyportEvents> {
  /** Emits an event to every current listener. */
  emit<K extends keyof E & string>(name: K, ...payload: PayloadArgs<E[K]>): void
  /** The payloads of one event as an observable. */
  on$<K extends keyof E & string>(name: K): Observable<E[K]>
  /** Calls `handler` for each event of one name; returns the unsubscribe function. */
  on<K extends keyof E & string>(name: K, handler: (payload: E[K]) => void): () => void
  /** Every event, for logging and analytics. */
  readonly events$: Observable<BusEvent<E>>
  /** Ends every stream; later emits are ignored. */
  complete(): void
}

/**
 * Creates a typed event bus over one RxJS subject. An unknown event name is a type error.
 *
 * @example
 * const bus = createEventBus()
 * const off = bus.on('modal:opened', ({ view }) => console.log(view))
 * bus.emit('modal:opened', { view: 'Connect' })
 */
export function createEventBus<E = KeyportEvents>(): EventBus<E> {
  const subject = new Subject<BusEvent<E>>()
  const on$ = <K extends keyof E & string>(name: K) =>
    subject.pipe(
      filter((event): event is Extract<BusEvent<E>, { name: K }> => event.name === name),
      map((event) => event.payload as E[K]),
    )
  return {
    emit(name, ...payload) {
      if (subject.closed) return
      subject.next({ name, payload: payload[0] } as BusEvent<E>)
    },
    on$,
    on(name, handler) {
      const subscription = on$(name).subscribe(handler)
      return () => subscription.unsubscribe()
    },
    events$: subject.asObservable(),
    complete: () => subject.complete(),
  }
}
