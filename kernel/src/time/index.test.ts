import { describe, expect, test } from 'vitest'
import * as time from './index'

describe('time', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(time).sort()).toEqual(['createManualClock', 'debounceLatest', 'systemClock'])
  })
})
