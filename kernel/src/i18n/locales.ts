/**
 * The locales Keyport ships texts for: the kernel and every plugin have a catalog for each
 * (`messages.<locale>.ts`), and `resolveLocale` picks among them. English is the default and
 * the fallback for a text a catalog lacks.
 *
 * @example
 * shippedLocales.includes('pt') // true
 */
export const shippedLocales = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'ja',
  'ko',
  'zh-CN',
  'tr',
  'ar',
  'it',
  'ru',
  'hi',
] as const

export type ShippedLocale = (typeof shippedLocales)[number]

// The languages written right to left (their ISO 639 codes), shipped or not: a host's own
// catalog for Hebrew or Persian gets the mirrored layout too.
const rightToLeft = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
])

/**
 * The direction a locale's text runs in, for the `dir` attribute of the modal's root.
 *
 * @example
 * textDirection('ar-EG') // 'rtl'
 * textDirection('de') // 'ltr'
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.split('-')[0]?.toLowerCase() ?? ''
  return rightToLeft.has(language) ? 'rtl' : 'ltr'
}
