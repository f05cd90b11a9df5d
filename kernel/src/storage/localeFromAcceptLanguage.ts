import { shippedLocales } from '../i18n/locales'
import { resolveLocale } from '../i18n/resolveLocale'

// A real header is a few dozen bytes; past these limits it is not worth reading.
const MAX_HEADER_LENGTH = 1024
const MAX_LANGUAGES = 20
const languageTag = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/

/**
 * The shipped locale closest to an `Accept-Language` header (`'de-CH,de;q=0.9,en;q=0.8'` gives
 * 'de-CH', which formats as Swiss and reads German), chosen as the browser's kernel chooses from
 * `navigator.languages`; English when none matches, undefined without a usable header.
 *
 * @example
 * localeFromAcceptLanguage('fr-FR,fr;q=0.9') // 'fr-FR'
 */
export function localeFromAcceptLanguage(header: string | null | undefined): string | undefined {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return undefined
  const wishes = header
    .split(',')
    .slice(0, MAX_LANGUAGES)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter(({ tag, quality }) => quality > 0 && languageTag.test(tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag)
  if (wishes.length === 0) return undefined
  return resolveLocale({ preferred: wishes, available: shippedLocales })
}
