import { describe, expect, test } from 'vitest'
import { escapeHtml } from './escapeHtml.ts'

describe('escapeHtml', () => {
  test('behavior: markup and quotes cannot break out of text or attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})
