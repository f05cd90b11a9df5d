import { describe, expect, test } from 'vitest'
import { readErrorReasons } from './readErrorReasons'

describe('readErrorReasons', () => {
  test('behavior: keeps descriptions and string codes, in order', () => {
    expect(
      readErrorReasons({
        status: 400,
        reasons: [{ description: 'Invalid chainId', code: 'E1' }, { description: 'Second' }],
      }),
    ).toEqual([{ description: 'Invalid chainId', code: 'E1' }, { description: 'Second' }])
  })

  test.each([
    ['a text body', '<html>'],
    ['null', null],
    ['reasons that are not a list', { reasons: 'oops' }],
    ['no reasons', { message: 'bad' }],
  ])('behavior: %s gives no reasons', (_name, body) => {
    expect(readErrorReasons(body)).toEqual([])
  })

  test('behavior: drops reasons without a text description or with a non-text code', () => {
    expect(
      readErrorReasons({
        reasons: [
          { description: 42 },
          'text',
          null,
          { description: 'kept' },
          { description: 'bad code', code: 7 },
        ],
      }),
    ).toEqual([{ description: 'kept' }])
  })
})
