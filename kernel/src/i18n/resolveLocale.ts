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

type Parsed = { tag: string; language: string; script: string }

function parse(locale: string): Parsed | undefined {
  try {
    const { baseName } = new Intl.Locale(locale)
    const likely = new Intl.Locale(locale).maximize()
    return { tag: baseName, language: likely.language, script: likely.script ?? '' }
  } catch {
    return undefined
  }
}

// The best available locale for one wish, or undefined. An exact tag wins; else the same
// language in the same script (zh-Hans-CN and zh-SG find zh-CN, pt-PT finds pt, but zh-TW,
// written in Traditional characters, does not find zh-CN). The wish's own tag is kept when the
// catalog chain reaches the match through it (pt-PT: pt-PT, then pt), so numbers and dates
// follow its region.
function match(wish: string, available: readonly Parsed[]): string | undefined {
  const wanted = parse(wish)
  if (!wanted) return undefined
  const lower = wanted.tag.toLowerCase()
  const exact = available.find((candidate) => candidate.tag.toLowerCase() === lower)
  if (exact) return exact.tag
  const kin = available.find(
    (candidate) => candidate.language === wanted.language && candidate.script === wanted.script,
  )
  if (!kin) return undefined
  return kin.tag.toLowerCase() === wanted.tag.split('-')[0]?.toLowerCase() ? wanted.tag : kin.tag
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
  const candidates = available.map(parse).filter((parsed) => parsed !== undefined)
  if (requested !== undefined) {
    const found = match(requested, candidates)
    if (!found) logger?.warn(`i18n: no texts for locale '${requested}'; using 'en'`)
    return found ?? 'en'
  }
  for (const wish of preferred) {
    const found = match(wish, candidates)
    if (found) return found
  }
  return 'en'
}

/** The browser's languages, or none outside a browser. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])
