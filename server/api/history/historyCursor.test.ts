import { describe, expect, test } from 'vitest'
import { ApiError } from '../http/ApiError.ts'
import { historyCursor } from './historyCursor.ts'

describe('historyCursor', () => {
  test('behavior: a cursor decodes to the position it was made from', () => {
    const position = { minedAt: 1_700_000_000, chainId: 8453, blockNumber: '123', txIndex: 2 }
    const cursor = historyCursor.encode(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(historyCursor.decode(cursor)).toEqual(position)
  })

  test.each([
    'nope',
    '',
    Buffer.from('[1,2]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
  ])('behavior: %j is a 400 that says to pass back `next`', (cursor) => {
    const error = (() => {
      try {
        historyCursor.decode(cursor)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'invalid_cursor' })
    expect((error as ApiError).message).toContain('Pass back the `next` of the previous page')
  })
})
