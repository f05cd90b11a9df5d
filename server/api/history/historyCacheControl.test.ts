import { describe, expect, test } from 'vitest'
import { historyCacheControl } from './historyCacheControl.ts'

describe('historyCacheControl', () => {
  test.each([
    [{}, 'private, no-cache'],
    [{ cursor: 'c' }, 'private, max-age=30'],
    [{ cursor: 'c', cache: 'default' }, 'private, max-age=30'],
    [{ cursor: 'c', cache: 'force-cache' }, 'private, max-age=30'],
    [{ cursor: 'c', cache: 'no-cache' }, 'private, no-cache'],
    [{ cursor: 'c', cache: 'reload' }, 'private, no-cache'],
    [{ cache: 'no-store' }, 'no-store'],
    [{ cursor: 'c', cache: 'no-store' }, 'no-store'],
  ] as const)('behavior: %o answers %s', (query, expected) => {
    expect(historyCacheControl(query)).toBe(expected)
  })
})
