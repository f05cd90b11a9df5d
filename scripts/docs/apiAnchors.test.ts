import { describe, expect, test } from 'vitest'
import { fixApiAnchors, headingIds, headingSlug } from './apiAnchors.ts'

describe('headingSlug', () => {
  test.each([
    ['FRAME_ELEMENT_NAME', 'frame-element-name'],
    ['dispose()', 'dispose'],
    ['statement?', 'statement'],
    ['[tokenType]?', 'tokentype'],
    ['Call Signature', 'call-signature'],
    ['0x prefixed', '_0x-prefixed'],
    ['Café', 'cafe'],
  ])('behavior: %s becomes %s, as VitePress slugs it', (text, slug) => {
    expect(headingSlug(text)).toBe(slug)
  })
})

describe('headingIds', () => {
  test('behavior: repeats are numbered, escapes and code marks dropped, code blocks skipped', () => {
    const page = [
      '# kernel',
      '### FRAME\\_ELEMENT\\_NAME',
      '#### code',
      '#### `code`',
      '```ts',
      '# not a heading',
      '```',
      '##### ~standard',
    ].join('\n')
    expect([...headingIds(page)]).toEqual([
      'kernel',
      'frame-element-name',
      'code',
      'code-1',
      'standard',
    ])
  })
})

describe('fixApiAnchors', () => {
  test("behavior: TypeDoc's anchors are pointed at VitePress' heading ids; good and unknown ones are kept", () => {
    const pages = new Map([
      ['@keyport/kernel.md', '### FRAME\\_ELEMENT\\_NAME\n### NamesErrorCode\n'],
      [
        '@keyport/kernel/frame.md',
        [
          '### Intro',
          'Re-exports [FRAME_ELEMENT_NAME](../kernel.md#frame_element_name)',
          'See [code](../kernel.md#nameserrorcode-1) and [intro](#intro)',
          'Lost [x](../kernel.md#nowhere), elsewhere [y](https://example.com/#a_b)',
        ].join('\n'),
      ],
    ])
    expect(fixApiAnchors(pages).get('@keyport/kernel/frame.md')).toBe(
      [
        '### Intro',
        'Re-exports [FRAME_ELEMENT_NAME](../kernel.md#frame-element-name)',
        'See [code](../kernel.md#nameserrorcode) and [intro](#intro)',
        'Lost [x](../kernel.md#nowhere), elsewhere [y](https://example.com/#a_b)',
      ].join('\n'),
    )
  })
})
