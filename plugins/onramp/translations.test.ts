import { translationGaps } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { onrampMessagesEn } from './messages.en.ts'
import { onrampTranslations } from './translations.ts'

describe('onrampTranslations', () => {
  // A key added in English without its translations fails here, listing each locale's gaps.
  test('behavior: every shipped locale has exactly the English keys, with the same placeholders', async () => {
    expect(await translationGaps(onrampMessagesEn, onrampTranslations)).toEqual([])
  })
})
