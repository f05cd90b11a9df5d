import { describe, expect, test } from 'vitest'
import { kernelMessagesEn } from './messages.en'
import { translationGaps } from './translationGaps'
import { kernelTranslations } from './translations'

describe('kernelTranslations', () => {
  test('behavior: every shipped locale has exactly the English keys, with the same placeholders', async () => {
    expect(await translationGaps(kernelMessagesEn, kernelTranslations)).toEqual([])
  })
})
