import { describe, expect, test, vi } from 'vitest'
import { legalLinks } from './legalLinks.ts'

describe('legalLinks', () => {
  test('behavior: keeps the http(s) URLs the app gave, and nothing else', () => {
    const warn = vi.fn()
    expect(
      legalLinks({
        termsConditionsUrl: 'https://app.example/terms',
        privacyPolicyUrl: 'http://localhost:5173/privacy',
        warn,
      }),
    ).toEqual({ terms: 'https://app.example/terms', privacy: 'http://localhost:5173/privacy' })
    expect(legalLinks({ warn })).toEqual({ terms: undefined, privacy: undefined })
    expect(warn).not.toHaveBeenCalled()
  })

  test.each([
    ['termsConditionsUrl', 'javascript:alert(document.domain)'],
    ['termsConditionsUrl', 'data:text/html,<script>alert(1)</script>'],
    ['privacyPolicyUrl', 'app.example/privacy'],
  ])('behavior: a bad %s (%s) is refused with a clear message', (option, url) => {
    const warn = vi.fn()
    const links = legalLinks({ [option]: url, warn })
    expect(links).toEqual({ terms: undefined, privacy: undefined })
    expect(warn).toHaveBeenCalledWith(
      `${option} must be an http(s) URL, like https://example.com/terms; it is not linked`,
    )
  })
})
