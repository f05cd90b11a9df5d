import type { Token } from '../di/createToken'
import type { FlagDefinition } from '../flags/defineFlag'
import type { MessageCatalogLoader, TranslationsLoader } from '../i18n/I18n'
import type { ViewDefinition } from '../router/views'
import type { ModalPartLoader } from './defineModalPart'
import type { PluginContext } from './PluginContext'

/** A plugin's texts for one locale, or a loader that the kernel calls with the modal. */
export type PluginMessages = Readonly<Record<string, string>> | MessageCatalogLoader

/**
 * How a service is made: a factory, which gets the plugin's context and resolves what it needs
 * through it (run once, on the first resolve), or a value.
 */
export type ServiceDefinition<T = unknown> =
  | { token: Token<T>; factory: (context: PluginContext) => T }
  | { token: Token<T>; useValue: T }

/** Message catalogs by locale, for example `{ en: { 'swap.title': 'Swap' } }`. */
export type MessageCatalogs = Readonly<Record<string, Readonly<Record<string, string>>>>

export type PluginManifest = {
  /** Unique, lower-case id: 'connect', 'swap', 'send-receive'. */
  id: string
  /** Ids of plugins that must be installed and set up first. @default [] */
  requires?: readonly string[]
  /** Feature flags this plugin declares, with defaults. @default {} */
  flags?: Readonly<Record<string, FlagDefinition>>
  /**
   * Views this plugin adds to the modal from the start. A plugin may replace a kernel view (e.g.
   * 'Connect'). Views that only the modal shows belong in `modal`, out of the first bundle.
   * @default []
   */
  views?: readonly ViewDefinition[]
  /**
   * A loader for the plugin's modal part (`defineModalPart`): its views and the contributions
   * only the modal reads, such as Account-view actions. The kernel loads it with the modal.
   * @default undefined
   */
  modal?: ModalPartLoader
  /** Services other plugins can resolve by token. @default [] */
  services?: readonly ServiceDefinition[]
  /**
   * Message catalogs for its user-visible strings, by locale: the texts, a loader for them
   * (`{ en: () => import('./messages.en.ts').then((m) => m.swapMessagesEn) }`), which the kernel
   * loads with the modal, so a plugin's texts stay out of the host page's first bundle, or a
   * list of both. Texts used outside the modal (a host-page button) must be given as texts.
   * @default {}
   */
  messages?: Readonly<Record<string, PluginMessages | readonly PluginMessages[]>>
  /**
   * Its texts in every language, English included: a loader of its table of catalogs by locale
   * (`{ en: …, de: () => import('./messages.de.ts').then((m) => m.swapMessagesDe) }`), kept in a
   * lazy module so the host page's first bundle holds one import:
   * `() => import('./translations.ts').then((m) => m.swapTranslations)`. The kernel loads the
   * catalogs of the active locale, its language and English with the modal (at start, for a page
   * in another language). They fill in the texts of `messages` and the host's, never replace them.
   * @default undefined
   */
  translations?: TranslationsLoader
  /**
   * Runs once at kernel start, in dependency order. It may return a teardown function (run on
   * dispose) or a promise of one; any other result is ignored.
   */
  setup?: (context: PluginContext) => unknown
}

export type Plugin = Readonly<PluginManifest> & { readonly kind: 'keyport-plugin' }

/**
 * Declares a plugin. A plugin describes itself completely; nothing registers by import side effect.
 *
 * @example
 * export function helloPlugin(): Plugin {
 *   return definePlugin({
 *     id: 'hello',
 *     views: [defineView({ id: 'hello/greet', load: () => import('./GreetView') })],
 *   })
 * }
 */
export function definePlugin(manifest: PluginManifest): Plugin {
  if (!/^[a-z][a-z0-9-]*$/.test(manifest.id))
    throw new TypeError(
      `Plugin id '${manifest.id}' is invalid: use lower-case letters, digits and hyphens, starting with a letter.`,
    )
  return Object.freeze({ ...manifest, kind: 'keyport-plugin' as const })
}

/** A service registration by factory. */
export function provide<T>(
  token: Token<T>,
  factory: (context: PluginContext) => T,
): ServiceDefinition<T> {
  return { token, factory }
}
