import { describe, expect, test } from 'vitest'
import { KeyportError } from '../errors/KeyportError'
import { apiErrorMessage } from './apiErrorMessage'
import { HttpStatusError } from './HttpStatusError'

class NameRegisterFailedError extends KeyportError {
  override name = 'NameRegisterFailedError' as const
}

describe('apiErrorMessage', () => {
  test('behavior: prefers the first reason the API gave', () => {
    const error = new HttpStatusError({
      status: 400,
      reasons: [{ description: 'Name already taken' }, { description: 'Second' }],
    })
    expect(apiErrorMessage(error, 'Error registering name alice')).toBe('Name already taken')
  })

  test('behavior: finds the reason through a wrapping error', () => {
    const cause = new HttpStatusError({ status: 409, reasons: [{ description: 'Taken' }] })
    const error = new NameRegisterFailedError('Error registering name alice', { cause })
    expect(apiErrorMessage(error, 'fallback')).toBe('Taken')
  })

  test.each([
    ['a status error without reasons', new HttpStatusError({ status: 500 })],
    ['an empty description', new HttpStatusError({ status: 500, reasons: [{ description: '' }] })],
    ['a plain error', new Error('boom')],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('behavior: falls back for %s', (_, error) => {
    expect(apiErrorMessage(error, 'Error fetching name suggestions')).toBe(
      'Error fetching name suggestions',
    )
  })

  test('behavior: a cause cycle does not loop forever', () => {
    const a = new Error('a')
    const b = new Error('b', { cause: a })
    Object.assign(a, { cause: b })
    expect(apiErrorMessage(a, 'fallback')).toBe('fallback')
  })
})
