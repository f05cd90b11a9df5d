import { describe, expect, test } from 'vitest'
import { isUserRejection } from './isUserRejection.ts'

describe('isUserRejection', () => {
  test.each([
    [{ code: 4001 }, true],
    [{ code: 5000, message: 'User rejected.' }, true],
    [{ code: -32603, data: { originalError: { code: 4001 } } }, true],
    [Object.assign(new Error('wrapped'), { cause: { code: 4001 } }), true],
    [{ code: -32603 }, false],
    [{ code: 4100 }, false],
    [new Error('User rejected'), false],
    [null, false],
    ['4001', false],
  ])('behavior: %j is %s', (error, expected) => {
    expect(isUserRejection(error)).toBe(expected)
  })
})
