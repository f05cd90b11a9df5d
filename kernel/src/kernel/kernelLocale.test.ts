import { describe, expect, test, vi } from 'vitest'
import { definePlugin } from '../plugin/definePlugin'
import { createKernel } from './createKernel'

const stubLanguages = (languages: string[]) =>
  vi.stubGlobal('navigator', { ...globalThis.navigator, languages, language: languages[0] })

// A plugin with translations, recording the locales whose texts were loaded.
function translatedPlugin(asked: string[]) {
  const texts = (locale: string, title: string) => async () => {
    asked.push(locale)
    return { 'hello.title': title }
  }
  return definePlugin({
    id: 'hello',
    translations: async () => ({
      de: texts('de', 'Hallo'),
      en: texts('en', 'Hello'),
      fr: texts('fr', 'Bonjour'),
    }),
  })
}

describe('createKernel: locale', () => {
  test('behavior: the locale option is used, matched to a shipped locale', () => {
    stubLanguages(['fr-FR'])
    expect(createKernel({ options: { locale: 'de' } }).i18n.locale).toBe('de')
    expect(createKernel({ options: { locale: 'zh-Hans-CN' } }).i18n.locale).toBe('zh-CN')
  })

  test('behavior: without the option, the browser language is used, best match first', () => {
    stubLanguages(['nl-NL', 'pt-PT', 'en'])
    expect(createKernel().i18n.locale).toBe('pt-PT')
    stubLanguages(['zh-Hans-CN'])
    expect(createKernel().i18n.locale).toBe('zh-CN')
  })

  test('behavior: an unknown locale, or no language Keyport has, falls back to English', () => {
    stubLanguages(['sv-SE'])
    expect(createKernel().i18n.locale).toBe('en')
    expect(createKernel({ options: { locale: 'xx', logLevel: 'silent' } }).i18n.locale).toBe('en')
  })

  test('behavior: a locale the host brings texts for is kept', () => {
    const kernel = createKernel({
      options: { locale: 'nl', messages: { nl: { 'modal.close': 'Sluiten' } } },
    }).start()
    expect(kernel.i18n.locale).toBe('nl')
    expect(kernel.i18n.t('modal.close')).toBe('Sluiten')
  })

  test('behavior: the kernel and plugin texts of the locale load with the modal, and only those', async () => {
    const asked: string[] = []
    const kernel = createKernel({ plugins: [translatedPlugin(asked)], options: { locale: 'de' } })
    kernel.start()
    await kernel.prepareModal()
    expect(kernel.i18n.t('modal.close')).toBe('Schließen')
    expect(kernel.i18n.t('hello.title')).toBe('Hallo')
    expect(asked.sort()).toEqual(['de', 'en'])
  })

  test('behavior: in English, no translation is asked for but English', async () => {
    const asked: string[] = []
    const kernel = createKernel({ plugins: [translatedPlugin(asked)], options: { locale: 'en' } })
    kernel.start()
    await kernel.prepareModal()
    expect(kernel.i18n.t('hello.title')).toBe('Hello')
    expect(asked).toEqual(['en'])
  })
})
