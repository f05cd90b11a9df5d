import type { Observable } from 'rxjs'
import { createContributions } from './createContributions.ts'

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
  const sections = createContributions<ConnectMethodSection>()
  return {
    sections$: sections.items$,
    get sections() {
      return sections.items
    },
    add: sections.add,
  }
}
