import { describe, expect, test } from 'vitest'
import * as swap from './index.ts'
import * as schemas from './schemas.ts'
import * as minimumReceived from './services/minimumReceived.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/swap', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(swap).sort()).toMatchSnapshot()
  })
})

describe('@keyport/swap/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})

describe('@keyport/swap/minimumReceived', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(minimumReceived).sort()).toMatchSnapshot()
  })
})
