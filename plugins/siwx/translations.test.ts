import { translationGaps } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { siwxMessagesEn } from './messages.en.ts'
import { siwxTranslations } from './translations.ts'

describe('siwxTranslations', () => {
  // A key added in English without its translations fails here, listing each locale's gaps.
  test('behavior: every shipped locale has exactly the English keys, with the same placeholders', async () => {
    expect(await translationGaps(siwxMessagesEn, siwxTranslations)).toEqual([])
  })
})
