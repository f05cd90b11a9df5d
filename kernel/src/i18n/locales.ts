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
