import { describe, expect, test } from 'vitest'
import { KeyportError } from './KeyportError'

class WidgetBrokenError extends KeyportError {
  override name = 'WidgetBrokenError' as const
}

describe('KeyportError', () => {
  test('behavior: keeps the short message apart from details and plugin id', () => {
    const cause = new Error('socket closed')
    const error = new WidgetBrokenError('Widget is broken', {
      details: 'expected 2 parts, got 3',
      pluginId: 'swap',
      cause,
    })
    expect(error.shortMessage).toBe('Widget is broken')
    expect(error.message).toBe('Widget is broken\n\nDetails: expected 2 parts, got 3\nPlugin: swap')
    expect(error.name).toBe('WidgetBrokenError')
    expect(error.cause).toBe(cause)
    expect(error).toBeInstanceOf(KeyportError)
  })

  test('behavior: message equals the short message when nothing else is given', () => {
    expect(new KeyportError('An error occurred').message).toBe('An error occurred')
  })
})
