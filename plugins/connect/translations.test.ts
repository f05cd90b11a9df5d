import { translationGaps } from '@keyport/kernel/testing'
import { describe, expect, test } from 'vitest'
import { connectButtonMessagesEn } from './buttonMessages.en.ts'
import { connectMessagesEn } from './messages.en.ts'
import { connectTranslations } from './translations.ts'

describe('connectTranslations', () => {
  // A key added in English without its translations fails here, listing each locale's gaps.
  test('behavior: every shipped locale has exactly the English keys, with the same placeholders', async () => {
    expect(
      await translationGaps(
        { ...connectButtonMessagesEn, ...connectMessagesEn },
        connectTranslations,
      ),
    ).toEqual([])
  })
})
