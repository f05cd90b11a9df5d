import { describe, expect, test } from 'vitest'
import { parseAccountName } from './parseAccountName.ts'

describe('parseAccountName', () => {
  test.each([
    ['alice', 'alice'],
    ['Alice.Keyport.ID', 'alice'],
    ['  bob-2024 ', 'bob-2024'],
    ['a'.repeat(200), 'a'.repeat(200)],
  ])('behavior: %s is the name %s.keyport.id', (input, label) => {
    expect(parseAccountName(input)).toEqual({ label, name: `${label}.keyport.id` })
  })

  test.each(['abc', 'abc.keyport.id', 'has space', 'under_score', 'vitalik.eth', 'émile', ''])(
    'behavior: %j is a 400 that quotes the spec rule',
    (input) => {
      expect(() => parseAccountName(input)).toThrow(
        expect.objectContaining({
          status: 400,
          code: 'invalid_name',
          message: expect.stringContaining(
            'Account name: letters, digits and hyphens only, at least 4 characters, no upper limit',
          ),
        }),
      )
    },
  )
})
