import { describe, expect, test } from 'vitest'
import * as kernel from './index'
import * as react from './react/index'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/kernel', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(kernel).sort()).toMatchSnapshot()
  })
})

describe('@keyport/kernel/react', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(react).sort()).toMatchSnapshot()
  })
})
