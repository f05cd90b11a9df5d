import { describe, expect, test } from 'vitest'
import { shippedLocales } from './locales'
import { textDirection } from './textDirection'

describe('textDirection', () => {
  test('behavior: Arabic, Hebrew and Persian run right to left, in any region', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('fa-IR')).toBe('rtl')
  })

  test('behavior: the other shipped locales run left to right', () => {
    const ltr = shippedLocales.filter((locale) => locale !== 'ar')
    expect(ltr.map(textDirection)).toEqual(ltr.map(() => 'ltr'))
  })
})

describe('shippedLocales', () => {
  test('behavior: English and twelve other languages', () => {
    expect(shippedLocales).toEqual([
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
    ])
  })
})
