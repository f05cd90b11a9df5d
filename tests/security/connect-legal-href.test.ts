// @vitest-environment jsdom

import { connectTestKernel } from '@keyport/connect/testing'
import { renderWithKernel } from '@keyport/kernel/testing'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

// The terms line puts the app's termsConditionsUrl / privacyPolicyUrl in an href. Options can come
// from a config a developer pasted, and a script URL there would run in the host page's origin
// on a click. Browsers strip tabs and newlines and ignore the scheme's case, so each spelling
// below is a live script URL in an href.
const scriptUrls = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
]

describe('connect legal links: script URLs', () => {
  test.each(scriptUrls)('attack: %j as the terms URL is never put in an href', async (url) => {
    const { kernel } = connectTestKernel({
      options: { termsConditionsUrl: url, privacyPolicyUrl: 'https://app.example/privacy' },
      features: { legalCheckbox: true },
    })
    kernel.modal.open()
    renderWithKernel(null, kernel)
    await screen.findByRole('checkbox', {}, { timeout: 5_000 })
    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['https://app.example/privacy'])
  })
})
