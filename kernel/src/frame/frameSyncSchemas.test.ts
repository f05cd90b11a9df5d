import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { frameThemeOf, safeColorSchema } from './frameSyncSchemas'

describe('safeColorSchema', () => {
  test.each([
    '#fff',
    '#3b5bdb',
    '#3b5bdb80',
    'rgb(20, 20, 24)',
    'rgba(0 0 0 / 50%)',
    'hsl(210deg 40% 50%)',
    'tomato',
  ])('behavior: accepts the plain colour %s', (value) =>
    expect(z.safeParse(safeColorSchema, value).success).toBe(true),
  )
  test.each([
    'red;background:url(x)',
    'url(x)',
    'var(--x)',
    '#ggg',
    'rgb(1,2,3) !important',
    '',
    'a'.repeat(21),
  ])('behavior: refuses %s', (value) =>
    expect(z.safeParse(safeColorSchema, value).success).toBe(false),
  )
})

describe('frameThemeOf', () => {
  test('behavior: sends the mode and only the colour variables that are plain colours', () => {
    expect(
      frameThemeOf({
        mode: 'dark',
        variables: {
          '--kp-accent': '#e11d48',
          '--kp-background': 'red;background:url(x)',
          '--kp-font-family': 'serif',
        },
      }),
    ).toEqual({ themeMode: 'dark', themeVariables: { '--kp-accent': '#e11d48' } })
  })
})
