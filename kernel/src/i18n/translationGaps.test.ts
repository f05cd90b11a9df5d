import { describe, expect, test } from 'vitest'
import { translationGaps } from './translationGaps'

const english = { 'a.title': 'Send {amount} {symbol}', 'a.close': 'Close' }

describe('translationGaps', () => {
  test('behavior: complete catalogs have no gaps', async () => {
    const translations = {
      de: async () => ({ 'a.title': '{amount} {symbol} senden', 'a.close': 'Schließen' }),
    }
    expect(await translationGaps(english, translations, ['de'])).toEqual([])
  })

  test('behavior: lists missing, empty, extra keys, changed placeholders and missing catalogs', async () => {
    const translations = {
      de: async () => ({ 'a.title': '{menge} {symbol} senden', 'a.extra': 'Extra' }),
      fr: async () => ({ 'a.title': 'Envoyer {amount} {symbol}', 'a.close': ' ' }),
    }
    expect(await translationGaps(english, translations, ['de', 'fr', 'ja'])).toEqual([
      "de: 'a.title' has placeholders {menge}, {symbol}, English has {amount}, {symbol}",
      `de: missing 'a.close' (English: "Close")`,
      "de: 'a.extra' is not an English key",
      "fr: 'a.close' is empty",
      'ja: no catalog',
    ])
  })
})
