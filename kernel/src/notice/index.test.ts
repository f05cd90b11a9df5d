import { describe, expect, test } from 'vitest'
import * as notice from './index'

describe('notice', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(notice).sort()).toEqual(['createNoticeService'])
  })
})
