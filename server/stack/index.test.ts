import { describe, expect, test } from 'vitest'
import * as stack from './index.ts'

// Growth of the public surface must be deliberate: update this snapshot on purpose.
describe('@keyport/stack', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(stack).sort()).toMatchSnapshot()
  })
})
