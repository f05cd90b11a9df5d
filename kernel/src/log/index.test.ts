import { describe, expect, test } from 'vitest'
import * as log from './index'

describe('log', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(log).sort()).toEqual(['createLogger'])
  })
})
