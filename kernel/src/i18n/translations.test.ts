import { describe, expect, test } from 'vitest'
import { kernelMessagesEn } from './messages.en'
import { translationGaps } from './translationGaps'
import { kernelTexts } from './translations'

describe('kernelTexts', () => {
  test('behavior: every shipped locale has exactly the English keys, with the same placeholders', async () => {
    expect(await translationGaps(kernelMessagesEn, kernelTexts)).toEqual([])
  })

  test('behavior: a locale without texts resolves undefined', async () => {
    expect(await kernelTexts('en')).toBeUndefined()
    expect(await kernelTexts('constructor')).toBeUndefined()
  })
})
