import { describe, expect, test } from 'vitest'
import { Call, Code, tsLiteral } from './tsLiteral'

describe('tsLiteral', () => {
  test('behavior: strings in single quotes with quotes, backslashes and newlines escaped', () => {
    expect(tsLiteral("it's a\\b\nc")).toBe("'it\\'s a\\\\b\\nc'")
  })

  test('behavior: keys quoted only when not identifiers; a Code named like its key is shorthand', () => {
    expect(
      tsLiteral({ networks: new Code('networks'), 'zh-CN': 1, ok: true, gone: undefined }),
    ).toBe("{ networks, 'zh-CN': 1, ok: true }")
  })

  test('behavior: a list breaks one entry per line, with trailing commas, only when it does not fit', () => {
    expect(tsLiteral({ a: [1, 2] }, { width: 16 })).toBe('{ a: [1, 2] }')
    expect(tsLiteral({ a: [1, 2] }, { width: 12 })).toBe('{\n  a: [1, 2],\n}')
    expect(tsLiteral({ a: [1, 2] }, { width: 8 })).toBe('{\n  a: [\n    1,\n    2,\n  ],\n}')
  })

  test('behavior: a call hugs its one object argument; no argument, empty parentheses', () => {
    expect(tsLiteral(new Call('swapPlugin'))).toBe('swapPlugin()')
    expect(tsLiteral(new Call('f', { a: 1, b: 2 }), { width: 12 })).toBe(
      'f({\n  a: 1,\n  b: 2,\n})',
    )
    expect(tsLiteral([], {})).toBe('[]')
    expect(tsLiteral({})).toBe('{}')
  })
})
