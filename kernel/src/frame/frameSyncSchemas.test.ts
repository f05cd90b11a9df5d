import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import {
  contrastRatio,
  frameThemeOf,
  frameThemeSchema,
  parseThemeColor,
  safeColorSchema,
} from './frameSyncSchemas'

describe('safeColorSchema', () => {
  test.each([
    '#fff',
    '#3b5bdb',
    '#3b5bdbff',
    'rgb(20, 20, 24)',
    'rgba(0, 0, 0, 1)',
    'rgb(0 0 0 / 100%)',
    'hsl(210deg 40% 50%)',
    'tomato',
  ])('behavior: accepts the plain, opaque colour %s', (value) =>
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
    'color-mix(in srgb, red, transparent)',
    'chartreuse',
    'currentcolor',
  ])('behavior: refuses %s', (value) =>
    expect(z.safeParse(safeColorSchema, value).success).toBe(false),
  )
  test.each([
    '#0000',
    '#00000080',
    '#fffe',
    'transparent',
    'rgba(255, 255, 255, 0.5)',
    'rgb(255 255 255 / 50%)',
    'hsla(0, 0%, 100%, 0.99)',
    'hsl(0 0% 100% / .2)',
  ])('behavior: refuses a colour with alpha, saying why: %s', (value) => {
    const parsed = z.safeParse(safeColorSchema, value)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toMatch(
      /^Has transparency: the approval card must be opaque/,
    )
  })
})

describe('parseThemeColor', () => {
  test('behavior: reads hex, rgb(), hsl() and names as a browser does', () => {
    expect(parseThemeColor('#3b5bdb')).toEqual({ rgb: [59, 91, 219], alpha: 1 })
    expect(parseThemeColor('#f00c')).toEqual({ rgb: [255, 0, 0], alpha: 0.8 })
    expect(parseThemeColor('rgb(10%, 20, 300)')).toEqual({ rgb: [25.5, 20, 255], alpha: 1 })
    expect(parseThemeColor('rgba(1 2 3 / 40%)')).toEqual({ rgb: [1, 2, 3], alpha: 0.4 })
    const green = parseThemeColor('hsl(120, 100%, 25%)')!
    expect(green.rgb.map(Math.round)).toEqual([0, 128, 0])
    expect(parseThemeColor('Navy')).toEqual({ rgb: [0, 0, 128], alpha: 1 })
    expect(parseThemeColor('rgb(1 2)')).toBeUndefined()
    expect(parseThemeColor('rgb(1, 2, 3, 4, 5)')).toBeUndefined()
  })
})

describe('contrastRatio', () => {
  test('behavior: WCAG 2 ratios', () => {
    const c = (value: string) => parseThemeColor(value)!
    expect(contrastRatio(c('#000'), c('#fff'))).toBe(21)
    expect(contrastRatio(c('#777'), c('#777'))).toBe(1)
    // #767676 on white is the well-known 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio(c('#767676'), c('#fff'))).toBeCloseTo(4.54, 2)
    expect(contrastRatio(c('#fff'), c('#3b5bdb'))).toBeGreaterThan(4.5)
  })
})

describe('frameThemeSchema', () => {
  const problem = (theme: unknown) => z.safeParse(frameThemeSchema, theme).error?.issues[0]

  test('behavior: refuses a background the card text cannot be read on, naming the colours', () => {
    const issue = problem({ themeMode: 'light', themeVariables: { '--kp-background': '#333333' } })
    expect(issue?.path).toEqual(['themeVariables', '--kp-background'])
    expect(issue?.message).toMatch(
      /^Too little contrast: the card's text #141414 on #333333 is 1\.\d:1, it needs 4\.5:1$/,
    )
    // The same dark grey is fine for the dark card.
    expect(problem({ themeMode: 'dark', themeVariables: { '--kp-background': '#333333' } })).toBe(
      undefined,
    )
    // Without a mode, it must do for both.
    expect(problem({ themeVariables: { '--kp-background': '#333333' } })?.path).toEqual([
      'themeVariables',
      '--kp-background',
    ])
  })

  test('behavior: refuses an accent the white Approve label cannot be read on', () => {
    expect(problem({ themeMode: 'light', themeVariables: { '--kp-accent': '#ffd43b' } })).toEqual(
      expect.objectContaining({
        path: ['themeVariables', '--kp-accent'],
        message: expect.stringMatching(
          /^Too little contrast: the Approve label #ffffff on #ffd43b/,
        ),
      }),
    )
    expect(
      problem({ themeMode: 'light', themeVariables: { '--kp-accent': '#e11d48' } }),
    ).toBeUndefined()
  })
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

  test('behavior: leaves out transparent colours and colours with too little contrast', () => {
    expect(
      frameThemeOf({
        mode: 'light',
        variables: { '--kp-accent': '#ffd43b', '--kp-background': '#0000' },
      }),
    ).toEqual({ themeMode: 'light', themeVariables: {} })
  })
})
