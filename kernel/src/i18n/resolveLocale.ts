import type { Logger } from '../log/Logger'

export type ResolveLocaleParameters = {
  /** The host's `locale` option; when given, the browser's languages are not consulted. */
  requested?: string
  /** The browser's languages, most preferred first (`navigator.languages`). @default [] */
  preferred?: readonly string[]
  /** The locales there are texts for: the shipped ones and the host's own catalogs. */
  available: readonly string[]
  /** Told when the requested locale is invalid or has no texts. */
  logger?: Logger
}

// Traditional Chinese spellings: they must not get the Simplified (zh-CN) texts.
const traditional = new Set(['hant', 'tw', 'hk', 'mo'])

/**
 * The available locale for one wish, or undefined: the same tag (any case), else the wish's
 * language (the wish kept, so its region still formats numbers and dates), else another region
 * of that language; Chinese goes to zh-CN unless it is Traditional. Small on purpose: it runs in
 * the host page's first bundle.
 */
function match(wish: string, available: readonly string[]): string | undefined {
  let tag: string
  try {
    tag = Intl.getCanonicalLocales(wish)[0] ?? ''
  } catch {
    return undefined
  }
  const lower = tag.toLowerCase()
  const find = (wanted: string) => available.find((locale) => locale.toLowerCase() === wanted)
  const exact = find(lower)
  if (exact) return exact
  const [language = '', ...subtags] = lower.split('-')
  if (language === 'zh')
    return subtags.some((subtag) => traditional.has(subtag)) ? undefined : find('zh-cn')
  if (find(language)) return tag
  return available.find((locale) => locale.toLowerCase().split('-')[0] === language)
}

/**
 * Chooses the locale of the modal: the host's `locale` option, else the first of the browser's
 * languages there are texts for, else English. An option with no texts falls back to English
 * with a warning, not to the browser's language: the host asked for one language.
 *
 * @example
 * resolveLocale({ preferred: ['pt-PT', 'en'], available: shippedLocales }) // 'pt-PT'
 * resolveLocale({ preferred: ['zh-Hans-CN'], available: shippedLocales }) // 'zh-CN'
 * resolveLocale({ requested: 'xx', available: shippedLocales }) // 'en'
 */
export function resolveLocale({
  requested,
  preferred = [],
  available,
  logger,
}: ResolveLocaleParameters): string {
  if (requested !== undefined) {
    const found = match(requested, available)
    if (!found) logger?.warn(`i18n: no texts for locale '${requested}'; using 'en'`)
    return found ?? 'en'
  }
  for (const wish of preferred) {
    const found = match(wish, available)
    if (found) return found
  }
  return 'en'
}

/** The browser's languages, or none outside a browser. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])
