import type { ViewDefinition } from '../router/views'
import type { PluginContext } from './PluginContext'

/**
 * What a plugin adds inside the modal: its views, and a `setup` for contributions only the
 * modal reads (an Account-view action, a Connect-view section). The kernel loads it with the
 * modal, so none of it sits in the host page's first bundle.
 */
export type ModalPart = {
  /** Views this plugin adds to the modal. @default [] */
  readonly views?: readonly ViewDefinition[]
  /**
   * Runs once when the part has loaded (after every plugin's `setup`), in dependency order. It
   * may return a teardown function, run on dispose.
   */
  readonly setup?: (context: PluginContext) => (() => void) | undefined
}

/** Loads a plugin's modal part: `() => import('./modal.ts').then((part) => part.swapModal)`. */
export type ModalPartLoader = () => Promise<ModalPart>

/**
 * Declares the part of a plugin that loads with the modal. Give the plugin a loader for it
 * (`modal: () => import('./modal.ts').then((part) => part.swapModal)`); views are
 * then known from the moment the modal loads, and the router accepts them before that.
 *
 * @example
 * export const swapModal = defineModalPart({
 *   views: [defineView({ id: 'Swap', title: 'swap.title', load: () => import('./views/SwapView.tsx') })],
 *   setup: ({ resolve }) => resolve(accountActionsToken).add({ id: 'swap/swap', label: 'swap.action', view: 'Swap' }),
 * })
 */
export function defineModalPart(part: ModalPart): ModalPart {
  return Object.freeze({ ...part })
}
