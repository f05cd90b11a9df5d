import type { Token } from '../di/createToken'

/**
 * The view ids the modal knows, mapped to their params. Plugins add theirs by declaration merging;
 * `undefined` means the view takes no params.
 *
 * @example
 * declare module '@keyport/kernel' {
 *   interface KeyportViews {
 *     'swap/preview': { quoteId: string }
 *   }
 * }
 */
export interface KeyportViews {
  Connect: undefined
}

export type ViewId = keyof KeyportViews & string
export type ViewParams<V extends ViewId> = KeyportViews[V]

/** What a view component receives. */
export type ViewProps<V extends ViewId = ViewId> = { view: V; params: ViewParams<V> }

/**
 * A view component, typed without React so the core stays framework-free. Written as a method
 * signature so a view for one id is assignable where any view is expected (as React's types do).
 */
export type ViewComponent<V extends ViewId = ViewId> = {
  bivariantRender(props: ViewProps<V>): unknown
}['bivariantRender']

/** What a view's `canClose` may look at. */
export type ViewGuardContext = { resolve<T>(token: Token<T>): T }

export type ViewDefinition<V extends ViewId = ViewId> = {
  /** The view id; plugin views are named `<pluginId>/<name>` or by the spec's view names. */
  id: V
  /** Loads the view's module lazily; its default export is the view component. */
  load: () => Promise<{ default: ViewComponent<V> }>
  /** Message key of the dialog title while this view shows. @default 'connect.title' */
  title?: string
  /**
   * Values for the title's placeholders, from the view's params; `t` looks up other messages
   * (a provider's display name, say). A method, so a view for one id fits where any view is expected.
   */
  titleParams?(params: ViewParams<V>, t: (key: string) => string): Record<string, string | number>
  /** Returns false while the view must not close (the modal then refuses Escape and close). */
  canClose?: (context: ViewGuardContext) => boolean
}

/**
 * Declares a lazily loaded view.
 *
 * @example
 * export const swapPreviewView = defineView({
 *   id: 'swap/preview',
 *   title: 'swap.preview.title',
 *   load: () => import('./SwapPreviewView'),
 * })
 */
export function defineView<V extends ViewId>(definition: ViewDefinition<V>): ViewDefinition<V> {
  return Object.freeze({ ...definition })
}
