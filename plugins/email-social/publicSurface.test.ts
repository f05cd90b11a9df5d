import { describe, expect, test } from 'vitest'
import * as emailSocial from './index.ts'
import * as schemas from './schemas.ts'
import * as sessionKeys from './sessionKeys/index.ts'

// Growth of the public surface must be deliberate: update these snapshots on purpose.
describe('@keyport/email-social', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(emailSocial).sort()).toMatchSnapshot()
  })
})

describe('@keyport/email-social/schemas', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(schemas).sort()).toMatchSnapshot()
  })
})

describe('@keyport/email-social/session-keys', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(sessionKeys).sort()).toMatchSnapshot()
  })
})
