import { describe, expect, test } from 'vitest'
import * as names from './index.ts'
import * as schemas from './schemas.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/names', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(names).sort()).toMatchSnapshot()
  })
})

describe('@keyport/names/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})
