// The languages written right to left (their ISO 639 codes), shipped or not: a host's own
// catalog for Hebrew or Persian gets the mirrored layout too. Its own module: only the modal
// (a lazy chunk) needs it, not the host page's first bundle.
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
