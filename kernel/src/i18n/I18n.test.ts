import { describe, expect, test, vi } from 'vitest'
import { createLogger, type LogSink } from '../log/Logger'
import { createI18n } from './I18n'
import { kernelMessagesEn } from './messages.en'

function spyLogger() {
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LogSink
  return { sink, logger: createLogger({ level: 'warn', sink }) }
}

describe('createI18n', () => {
  test('behavior: English kernel texts are there by default', () => {
    const i18n = createI18n()
    expect(i18n.locale).toBe('en')
    expect(i18n.t('connect.title')).toBe('Connect Wallet')
    expect(i18n.t('modal.loading')).toBe('Loading…')
  })

  test('behavior: placeholders are replaced from params; unknown ones stay visible', () => {
    const i18n = createI18n({
      messages: { en: { 'email.throttle': 'Please try again after {seconds} seconds{missing}' } },
    })
    expect(i18n.t('email.throttle', { seconds: 30 })).toBe(
      'Please try again after 30 seconds{missing}',
    )
    expect(i18n.t('email.throttle')).toBe('Please try again after {seconds} seconds{missing}')
  })

  test('behavior: the active locale wins, then its language, then English', () => {
    const i18n = createI18n({
      locale: 'pt-br',
      messages: {
        pt: { 'modal.close': 'Fechar', 'modal.back': 'Voltar' },
        'pt-BR': { 'modal.back': 'Voltar (BR)' },
      },
    })
    expect(i18n.locale).toBe('pt-BR')
    expect(i18n.t('modal.back')).toBe('Voltar (BR)')
    expect(i18n.t('modal.close')).toBe('Fechar')
    expect(i18n.t('connect.title')).toBe('Connect Wallet')
  })

  test('behavior: a missing text falls back to English, then the key, warning once per key', () => {
    const { sink, logger } = spyLogger()
    const i18n = createI18n({
      locale: 'de',
      messages: { de: { 'modal.close': 'Schließen' } },
      logger,
    })
    expect(i18n.t('modal.back')).toBe('Back')
    expect(i18n.t('modal.back')).toBe('Back')
    expect(i18n.t('no.such.key')).toBe('no.such.key')
    expect(i18n.t('no.such.key')).toBe('no.such.key')
    expect(sink.warn.mock.calls).toEqual([
      ["[keyport] i18n: no 'de' text for 'modal.back'; using English"],
      ["[keyport] i18n: unknown message key 'no.such.key'"],
    ])
  })

  test('behavior: addMessages adds and overrides texts after creation', () => {
    const i18n = createI18n({ locale: 'fr' })
    i18n.addMessages('en', { 'swap.title': 'Swap' })
    i18n.addMessages('fr', { 'swap.title': 'Échanger', 'modal.close': 'Fermer' })
    i18n.addMessages('en', { 'modal.close': 'Close it' })
    expect(i18n.t('swap.title')).toBe('Échanger')
    expect(i18n.t('modal.close')).toBe('Fermer')
    expect(createI18n().t('swap.title')).toBe('swap.title')
  })

  test('behavior: an invalid locale falls back to English with a warning', () => {
    const { sink, logger } = spyLogger()
    const i18n = createI18n({ locale: 'not a locale!', logger })
    expect(i18n.locale).toBe('en')
    expect(i18n.t('modal.close')).toBe('Close')
    expect(sink.warn).toHaveBeenCalledWith(
      "[keyport] i18n: invalid locale 'not a locale!'; using 'en'",
    )
  })

  test('behavior: numbers are formatted for the locale', () => {
    expect(createI18n().formatNumber(1234.5)).toBe('1,234.5')
    expect(createI18n({ locale: 'de' }).formatNumber(1234.5)).toBe('1.234,5')
    expect(createI18n().formatNumber(0.5, { style: 'currency', currency: 'USD' })).toBe('$0.50')
  })

  test('behavior: catalogs added as loaders fill in on load(), for the locale chain only; the host texts win', async () => {
    const i18n = createI18n({ locale: 'de-AT', messages: { en: { 'swap.title': 'Convert' } } })
    const loads: string[] = []
    const loader = (locale: string, texts: Record<string, string>) => async () => {
      loads.push(locale)
      return texts
    }
    i18n.addMessageLoader('en', loader('en', { 'swap.title': 'Swap', 'swap.action': 'Swap' }))
    i18n.addMessageLoader('de', loader('de', { 'swap.action': 'Tauschen' }))
    i18n.addMessageLoader('fr', loader('fr', { 'swap.action': 'Échanger' }))
    expect(i18n.t('swap.action')).toBe('swap.action')
    await i18n.load()
    expect(loads.sort()).toEqual(['de', 'en'])
    expect(i18n.t('swap.action')).toBe('Tauschen')
    expect(i18n.t('swap.title')).toBe('Convert')
    await i18n.load()
    expect(loads).toHaveLength(2)
  })

  test('behavior: a failed catalog load rejects and is tried again on the next load()', async () => {
    const i18n = createI18n()
    let fail = true
    i18n.addMessageLoader('en', async () => {
      if (fail) throw new Error('offline')
      return { 'names.title': 'Choose name' }
    })
    await expect(i18n.load()).rejects.toThrow('offline')
    fail = false
    await i18n.load()
    expect(i18n.t('names.title')).toBe('Choose name')
  })
})

describe('createI18n: translations', () => {
  test('behavior: translations load for the locale, its language and English only, once', async () => {
    const i18n = createI18n({ locale: 'de-AT' })
    const loads: string[] = []
    const texts = (locale: string, catalog: Record<string, string>) => async () => {
      loads.push(locale)
      return catalog
    }
    const table = {
      de: texts('de', { 'swap.action': 'Tauschen' }),
      en: texts('en', { 'swap.action': 'Swap', 'swap.title': 'Swap' }),
      fr: texts('fr', { 'swap.action': 'Échanger' }),
    }
    let tables = 0
    i18n.addTranslations(async () => {
      tables++
      return table
    })
    await i18n.load()
    await i18n.load()
    expect(loads.sort()).toEqual(['de', 'en'])
    expect(tables).toBe(3)
    expect(i18n.t('swap.action')).toBe('Tauschen')
    expect(i18n.t('swap.title')).toBe('Swap')
  })

  test('behavior: the revision counts added and loaded texts, so views re-render', async () => {
    const i18n = createI18n({ locale: 'fr' })
    const seen: number[] = []
    const subscription = i18n.revision$.subscribe((revision) => seen.push(revision))
    i18n.addMessages('fr', { 'modal.close': 'Fermer' })
    i18n.addTranslations(async () => ({ fr: async () => ({ 'modal.back': 'Retour' }) }))
    expect(seen).toEqual([1])
    await i18n.load()
    subscription.unsubscribe()
    expect(seen).toEqual([1, 2, 3])
    expect(i18n.revision).toBe(3)
    expect(i18n.t('modal.back')).toBe('Retour')
  })
})

describe('kernelMessagesEn', () => {
  test('behavior: holds the kernel texts the shell shows', () => {
    expect(kernelMessagesEn).toMatchObject({
      'modal.close': 'Close',
      'modal.back': 'Back',
      'modal.loading': 'Loading…',
      'connect.title': 'Connect Wallet',
      'connect.empty': 'No connection methods are available yet.',
      'connect.emptyHint': 'Ask the site owner to enable a wallet plugin.',
      'view.error.title': 'Something went wrong',
      'view.error.retry': 'Try again',
      'view.cannotClose': 'Finish this step to continue.',
      'toast.region': 'Notifications',
      'button.connect': 'Connect Wallet',
      'notice.close': 'Dismiss',
    })
    for (const text of Object.values(kernelMessagesEn)) expect(text.trim()).not.toBe('')
  })
})
