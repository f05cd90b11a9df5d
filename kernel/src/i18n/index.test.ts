import { describe, expect, test } from 'vitest'
import * as i18n from './index'

describe('i18n', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(i18n).sort()).toEqual([
      'RELATIVE_TIME_THRESHOLDS',
      'createI18n',
      'formatRelativeTime',
      'kernelMessagesEn',
    ])
  })
})
