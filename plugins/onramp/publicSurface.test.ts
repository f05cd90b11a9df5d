import { describe, expect, test } from 'vitest'
import * as onramp from './index.ts'
import * as schemas from './schemas.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/onramp', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(onramp).sort()).toMatchSnapshot()
  })
})

describe('@keyport/onramp/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})
