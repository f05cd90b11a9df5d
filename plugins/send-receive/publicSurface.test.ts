import { describe, expect, test } from 'vitest'
import * as sendReceive from './index.ts'
import * as schemas from './schemas.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/send-receive', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(sendReceive).sort()).toMatchSnapshot()
  })
})

describe('@keyport/send-receive/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})
