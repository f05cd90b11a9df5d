import { BehaviorSubject, type Observable } from 'rxjs'

/** A section another plugin adds to the Connect view (the email field, the social buttons). */
export type ConnectMethodSection = {
  /** Which of the spec's connect methods it is; the Connect view orders by `connectMethodsOrder`. */
  method: 'email' | 'social'
  /** Unique per section. */
  id: string
  /** Loads the section's React component lazily (its default export). */
  load: () => Promise<{ default: (props: Record<string, never>) => unknown }>
}

/** Sections other plugins contribute to the Connect view. See `createConnectMethodSections`. */
export interface ConnectMethodSections {
  readonly sections$: Observable<readonly ConnectMethodSection[]>
  readonly sections: readonly ConnectMethodSection[]
  /** Adds a section (an id seen before is ignored); returns a remover. */
  add(section: ConnectMethodSection): () => void
}

/**
 * The Connect view's extension point: a plugin adds its connect method's section here (through
 * `connectMethodSectionsToken`) and the Connect view renders it in `connectMethodsOrder`.
 *
 * @example
 * resolve(connectMethodSectionsToken).add({ method: 'email', id: 'email-social/email', load: () => import('./EmailSection.tsx') })
 */
export function createConnectMethodSections(): ConnectMethodSections {
  const sections$ = new BehaviorSubject<readonly ConnectMethodSection[]>([])
  return {
    sections$: sections$.asObservable(),
    get sections() {
      return sections$.value
    },
    add(section) {
      if (sections$.value.some((s) => s.id === section.id)) return () => {}
      sections$.next([...sections$.value, section])
      return () => sections$.next(sections$.value.filter((s) => s !== section))
    },
  }
}
