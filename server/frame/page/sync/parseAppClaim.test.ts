import { describe, expect, test } from 'vitest'
import { parseAppClaim } from './parseAppClaim.ts'

const payload = (metadata: Record<string, unknown>) => ({
  projectId: 'keyport-dev',
  metadata: {
    name: 'Sandbox',
    description: 'd',
    url: 'https://app.example',
    icons: [],
    ...metadata,
  },
})

describe('parseAppClaim', () => {
  test('behavior: keeps the name, the URL and the first icon that is http(s) or a base64 image', () => {
    expect(
      parseAppClaim(
        payload({
          icons: [
            'javascript:alert(1)',
            'data:text/html;base64,PHNjcmlwdD4=',
            'https://app.example/i.png',
          ],
        }),
      ),
    ).toEqual({ name: 'Sandbox', url: 'https://app.example', icon: 'https://app.example/i.png' })
    expect(parseAppClaim(payload({ icons: ['data:image/png;base64,iVBORw0KGgo='] })).icon).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
  })

  test('behavior: no icon when none is http(s) or a base64 image', () => {
    const claim = parseAppClaim(
      payload({ icons: ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'x'] }),
    )
    expect(claim.icon).toBeUndefined()
  })

  test('behavior: the name loses control and bidi characters and is capped', () => {
    expect(parseAppClaim(payload({ name: 'Uni\u202eswap\nRequest from x' })).name).toBe(
      'UniswapRequest from x',
    )
    expect(parseAppClaim(payload({ name: 'a'.repeat(200) })).name).toHaveLength(48)
  })

  test('behavior: a URL that is not http(s), or no metadata, is refused with the reason', () => {
    expect(() => parseAppClaim(payload({ url: 'javascript:alert(1)' }))).toThrow(
      'App data refused (metadata.url): Not an http(s) URL',
    )
    expect(() => parseAppClaim({ projectId: 'p' })).toThrow(/^App data refused \(metadata\)/)
  })
})
