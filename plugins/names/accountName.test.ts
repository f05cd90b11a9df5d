import { describe, expect, test } from 'vitest'
import { accountNameProblem, toFullName } from './accountName.ts'

describe('accountNameProblem', () => {
  test.each(['abcd', 'ABCD', 'a-b-', '1234', '----', 'x'.repeat(500)])(
    'behavior: %s is valid',
    (label) => {
      expect(accountNameProblem(label)).toBeUndefined()
    },
  )

  test.each([
    ['', 'empty'],
    ['abc', 'tooShort'],
    ['a', 'tooShort'],
    ['ab_cd', 'characters'],
    ['a.bcd', 'characters'],
    ['abc ', 'characters'],
    ['ñandú', 'characters'],
    ['ab c', 'characters'],
    ['al🙂ce', 'characters'],
  ])('behavior: %j is refused as %s', (label, problem) => {
    expect(accountNameProblem(label)).toBe(problem)
  })
})

describe('toFullName', () => {
  test('behavior: adds the zone and lower-cases, as the registry compares without case', () => {
    expect(toFullName('Alice-01')).toBe('alice-01.keyport.id')
  })
})
