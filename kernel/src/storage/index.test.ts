import { describe, expect, test } from 'vitest'
import * as storage from './index'

describe('storage', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(storage).sort()).toEqual(['createStorage', 'storageKeys'])
  })
})
