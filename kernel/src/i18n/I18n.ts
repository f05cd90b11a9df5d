import { type Observable, Subject } from 'rxjs'
import type { Logger } from '../log/Logger'
import { type KernelMessageKey, kernelMessagesEn } from './messages.en'

export type MessageCatalog = Record<string, string>

/** A catalog that loads on demand, e.g. `() => import('./messages.en.ts').then((m) => m.texts)`. */
export type MessageCatalogLoader = () => Promise<Readonly<MessageCatalog>>

/** Catalog loaders by locale: a plugin's texts, each language in a chunk of its own. */
export type Translations = Readonly<Record<string, MessageCatalogLoader>>

/**
 * Loads a `Translations` table from a lazy module, so that the host page's first bundle holds
 * one import per plugin, not one per language.
 */
export type TranslationsLoader = () => Promise<Translations>

export type MessageParams = Record<string, string | number>

export interface I18n {
  /** The active locale, canonicalized (`'pt-br'` becomes `'pt-BR'`). */
  readonly locale: string
  /** Counts the changes to the texts (added, or loaded); React re-renders the texts on it. */
  readonly revision$: Observable<number>
  readonly revision: number
  /**
   * The text for `key` with each `{name}` replaced from `params`. Looks in the locale, then its
   * language (`pt` for `pt-BR`), then English, then gives the key itself.
   */
  t(key: KernelMessageKey | (string & {}), params?: MessageParams): string
  /**
   * The lookup of `locale` over the texts present from the start only (the kernel's English, the
   * plugins' and the host's `messages`), never a catalog loaded later: what a server render shows,
   * so that the browser's hydration renders the same whatever it has loaded by then. Falls back to
   * English like `t`; one function per locale.
   */
  staticT(locale: string): (key: string, params?: MessageParams) => string
  /** Adds or replaces texts for a locale; plugins call this with their own keys. */
  addMessages(locale: string, catalog: MessageCatalog): void
  /**
   * Adds a catalog that `load()` loads. Its texts fill in: they never replace a text added
   * before (the host's own texts win).
   */
  addMessageLoader(locale: string, loader: MessageCatalogLoader): void
  /**
   * Adds a table of catalogs by locale (a plugin's translations), loaded by `load()` for the
   * active locale, its language and English only; its texts fill in like `addMessageLoader`'s.
   */
  addTranslations(loader: TranslationsLoader): void
  /**
   * Loads the catalogs added by `addMessageLoader` for the active locale, its language and
   * English; resolves at once when there are none left. A failed load is tried again next time.
   */
  load(): Promise<void>
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string
}

export type CreateI18nParameters = {
  /**
   * A BCP 47 locale. An invalid one falls back to 'en' with a warning.
   * @default 'en'
   */
  locale?: string
  /** Extra catalogs by locale, merged over the kernel's English texts. */
  messages?: Record<string, MessageCatalog>
  /** Warned once per key that has no text in the active locale. */
  logger?: Logger
}

function canonical(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0]
  } catch {
    return undefined
  }
}

function find(
  catalogs: Map<string, MessageCatalog>,
  candidates: readonly string[],
  key: string,
): string | undefined {
  for (const candidate of candidates) {
    const text = catalogs.get(candidate)?.[key]
    if (text !== undefined) return text
  }
  return undefined
}

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}

/**
 * Creates the text catalog every user-visible string goes through.
 *
 * @example
 * const i18n = createI18n({ locale: 'de', messages: { de: { 'modal.close': 'Schließen' } } })
 * i18n.t('modal.close') // 'Schließen'
 * i18n.t('modal.back') // 'Back' (English fallback, warned once)
 * i18n.addMessages('en', { 'swap.quote': 'You get {amount} {symbol}' })
 * i18n.t('swap.quote', { amount: '1.5', symbol: 'ETH' }) // 'You get 1.5 ETH'
 */
export function createI18n({
  locale: requested = 'en',
  messages = {},
  logger,
}: CreateI18nParameters = {}): I18n {
  const valid = canonical(requested)
  if (!valid) logger?.warn(`i18n: invalid locale '${requested}'; using 'en'`)
  const locale = valid ?? 'en'
  // A plain Subject: rxjs's BehaviorSubject would add to the host page's first bundle.
  const revision$ = new Subject<number>()
  let revision = 0
  const changed = () => revision$.next(++revision)

  const catalogs = new Map<string, MessageCatalog>([['en', { ...kernelMessagesEn }]])
  // The texts given up front, apart from loaded ones, for `staticT`.
  const initial = new Map<string, MessageCatalog>([['en', { ...kernelMessagesEn }]])
  const addMessages = (target: string, catalog: MessageCatalog) => {
    const key = canonical(target) ?? target
    catalogs.set(key, { ...catalogs.get(key), ...catalog })
    initial.set(key, { ...initial.get(key), ...catalog })
    changed()
  }
  const staticLookups = new Map<string, I18n['t']>()
  for (const [target, catalog] of Object.entries(messages)) addMessages(target, catalog)
  const loaders = new Map<string, MessageCatalogLoader[]>()
  let loading: Promise<void> | undefined

  const language = locale.split('-')[0] ?? locale
  const chain = [...new Set([locale, language])]
  const loaded = [...new Set([...chain, 'en'])]
  const warned = new Set<string>()
  const warnOnce = (key: string, text: string) => {
    if (warned.has(key)) return
    warned.add(key)
    logger?.warn(text)
  }
  const numberFormats = new Map<string, Intl.NumberFormat>()
  const loadCatalog = (key: string, loader: MessageCatalogLoader) =>
    loader().then((catalog) => {
      catalogs.set(key, { ...catalog, ...catalogs.get(key) })
      loaders.set(key, loaders.get(key)?.filter((other) => other !== loader) ?? [])
      changed()
    })
  const addMessageLoader = (target: string, loader: MessageCatalogLoader) => {
    const key = canonical(target) ?? target
    loaders.set(key, [...(loaders.get(key) ?? []), loader])
    loading = undefined
  }

  return {
    locale,
    revision$,
    get revision() {
      return revision
    },
    t(key, params) {
      const text = find(catalogs, chain, key)
      if (text !== undefined) return interpolate(text, params)
      const english = catalogs.get('en')?.[key]
      if (english !== undefined) {
        warnOnce(key, `i18n: no '${locale}' text for '${key}'; using English`)
        return interpolate(english, params)
      }
      warnOnce(key, `i18n: unknown message key '${key}'`)
      return key
    },
    staticT(target) {
      let lookup = staticLookups.get(target)
      if (!lookup) {
        const key = canonical(target) ?? 'en'
        const candidates = [key, key.split('-')[0] ?? key, 'en']
        lookup = (message, params) =>
          interpolate(find(initial, candidates, message) ?? message, params)
        staticLookups.set(target, lookup)
      }
      return lookup
    },
    addMessages,
    addMessageLoader,
    addTranslations(loader) {
      for (const key of loaded)
        addMessageLoader(key, () =>
          loader().then((table) => (Object.hasOwn(table, key) ? table[key]?.() : undefined) ?? {}),
        )
    },
    load() {
      loading ??= Promise.all(
        loaded.flatMap((key) => (loaders.get(key) ?? []).map((loader) => loadCatalog(key, loader))),
      ).then(
        () => undefined,
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    formatNumber(value, options) {
      const cacheKey = JSON.stringify(options ?? {})
      let format = numberFormats.get(cacheKey)
      if (!format) {
        format = new Intl.NumberFormat(locale, options)
        numberFormats.set(cacheKey, format)
      }
      return format.format(value)
    },
  }
}
