import { describe, expect, test } from 'vitest'
import * as connect from './index.ts'
import * as schemas from './schemas.ts'
import * as testingEntry from './views/testing/fakeConnect.ts'
import * as wagmi from './wagmi/index.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/connect', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(connect).sort()).toMatchSnapshot()
  })
})

describe('@keyport/connect/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})

describe('@keyport/connect/wagmi', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(wagmi).sort()).toMatchSnapshot()
  })
})

describe('@keyport/connect/testing', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(testingEntry).sort()).toMatchSnapshot()
  })
})
