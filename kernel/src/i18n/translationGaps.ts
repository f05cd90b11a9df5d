import type { MessageCatalog, Translations } from './I18n'
import { shippedLocales } from './locales'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

function gapsOf(locale: string, english: MessageCatalog, texts: MessageCatalog): string[] {
  const gaps: string[] = []
  for (const [key, source] of Object.entries(english)) {
    const text = texts[key]
    if (text === undefined)
      gaps.push(`${locale}: missing '${key}' (English: ${JSON.stringify(source)})`)
    else if (text.trim() === '') gaps.push(`${locale}: '${key}' is empty`)
    else if (placeholders(text).join() !== placeholders(source).join())
      gaps.push(
        `${locale}: '${key}' has placeholders {${placeholders(text).join('}, {')}}, English has {${placeholders(source).join('}, {')}}`,
      )
  }
  for (const key of Object.keys(texts))
    if (!Object.hasOwn(english, key)) gaps.push(`${locale}: '${key}' is not an English key`)
  return gaps
}

/**
 * Lists what each shipped locale's catalog lacks against the English one: missing keys (with
 * the English text to translate), empty texts, placeholders that differ from the English ones,
 * and keys English does not have. A test expects the list to be empty.
 *
 * @example
 * expect(await translationGaps(swapMessagesEn, swapTranslations)).toEqual([])
 */
export async function translationGaps(
  english: MessageCatalog,
  translations: Translations,
  locales: readonly string[] = shippedLocales.filter((locale) => locale !== 'en'),
): Promise<string[]> {
  const gaps: string[] = []
  for (const locale of locales) {
    const texts = Object.hasOwn(translations, locale) ? await translations[locale]?.() : undefined
    if (texts) gaps.push(...gapsOf(locale, english, texts))
    else gaps.push(`${locale}: no catalog`)
  }
  return gaps
}
