import { describe, expect, test } from 'vitest'
import * as toast from './index'

describe('toast', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(toast).sort()).toEqual(['TOAST_SWAP_DELAY_MS', 'createToastService'])
  })
})
