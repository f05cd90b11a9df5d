import { describe, expect, test } from 'vitest'
import * as history from './index.ts'
import * as schemas from './schemas.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/history', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(history).sort()).toMatchSnapshot()
  })
})

describe('@keyport/history/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})
