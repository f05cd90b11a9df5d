import { describe, expect, test, vi } from 'vitest'
import { createLogger } from '../log/Logger'
import { shippedLocales } from './locales'
import { resolveLocale } from './resolveLocale'

const available = shippedLocales

describe('resolveLocale', () => {
  test('behavior: the locale option wins over the browser languages', () => {
    expect(resolveLocale({ requested: 'de', preferred: ['fr-FR'], available })).toBe('de')
    expect(resolveLocale({ requested: 'zh-cn', preferred: ['fr-FR'], available })).toBe('zh-CN')
  })

  test('behavior: without an option, the first browser language with texts is chosen', () => {
    expect(resolveLocale({ preferred: ['nl-NL', 'ja-JP', 'en'], available })).toBe('ja-JP')
    expect(resolveLocale({ preferred: ['fr'], available })).toBe('fr')
  })

  test('behavior: a regional tag finds its language and keeps its region for formats', () => {
    expect(resolveLocale({ preferred: ['pt-PT'], available })).toBe('pt-PT')
    expect(resolveLocale({ preferred: ['pt-BR'], available })).toBe('pt-BR')
    expect(resolveLocale({ requested: 'ar-EG', available })).toBe('ar-EG')
    expect(resolveLocale({ preferred: ['en-GB'], available })).toBe('en-GB')
  })

  test('behavior: Simplified Chinese in any spelling finds zh-CN; Traditional does not', () => {
    expect(resolveLocale({ preferred: ['zh-Hans-CN'], available })).toBe('zh-CN')
    expect(resolveLocale({ preferred: ['zh'], available })).toBe('zh-CN')
    expect(resolveLocale({ preferred: ['zh-SG'], available })).toBe('zh-CN')
    expect(resolveLocale({ preferred: ['zh-TW', 'ko'], available })).toBe('ko')
    expect(resolveLocale({ preferred: ['zh-Hant-HK'], available })).toBe('en')
  })

  test('behavior: with no match, no browser and an invalid tag, English is chosen', () => {
    expect(resolveLocale({ preferred: ['nl', 'sv-SE'], available })).toBe('en')
    expect(resolveLocale({ available })).toBe('en')
    expect(resolveLocale({ preferred: ['not a locale!', 'es-MX'], available })).toBe('es-MX')
  })

  test('behavior: an unknown locale option falls back to English, not the browser, and warns', () => {
    const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const logger = createLogger({ level: 'warn', sink })
    expect(resolveLocale({ requested: 'xx', preferred: ['de'], available, logger })).toBe('en')
    expect(resolveLocale({ requested: 'nope!', preferred: ['de'], available })).toBe('en')
    expect(sink.warn).toHaveBeenCalledWith("[keyport] i18n: no texts for locale 'xx'; using 'en'")
  })

  test('behavior: a host catalog makes its locale available', () => {
    expect(resolveLocale({ requested: 'nl-BE', available: [...available, 'nl'] })).toBe('nl-BE')
    expect(resolveLocale({ preferred: ['he'], available: [...available, 'he'] })).toBe('he')
  })
})
