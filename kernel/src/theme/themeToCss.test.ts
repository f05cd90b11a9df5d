import { describe, expect, test } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { defaultThemeVariables } from './defaultThemeVariables'
import { themeColors } from './themeColors'
import { themeToCss } from './themeToCss'

const colorTokens = [
  '--kp-color-bg',
  '--kp-color-surface',
  '--kp-color-surface-2',
  '--kp-color-skeleton',
  '--kp-color-skeleton-shine',
  '--kp-color-fg',
  '--kp-color-fg-muted',
  '--kp-color-border',
  '--kp-color-accent',
  '--kp-color-on-accent',
  '--kp-color-focus',
  '--kp-color-error',
  '--kp-color-success',
  '--kp-overlay',
]

describe('themeToCss', () => {
  test('behavior: passes the variables through and derives the spec scales', () => {
    const css = themeToCss({ mode: 'light', variables: defaultThemeVariables })
    expect(css).toMatchObject({
      '--kp-font-family': defaultThemeVariables['--kp-font-family'],
      '--kp-font-size-master': '10px',
      '--kp-border-radius-master': '4px',
      '--kp-z-index': '999',
      '--kp-modal-width': '360px',
      '--kp-font-size-md': 'calc(var(--kp-font-size-master) * 1.6)',
      '--kp-radius-xs': 'calc(var(--kp-border-radius-master) * 1)',
      '--kp-radius-md': 'calc(var(--kp-border-radius-master) * 3)',
      '--kp-font-weight-regular': '400',
      '--kp-font-weight-bold': '700',
    })
    for (const token of colorTokens) expect(css[token], token).toBeTruthy()
  })

  test.each(['light', 'dark'] as const)('behavior: %s mode uses its own palette', (mode) => {
    const css = themeToCss({ mode, variables: {} })
    expect(css['--kp-color-bg']).toBe(themeColors[mode].bg)
    expect(css['--kp-color-fg']).toBe(themeColors[mode].fg)
    expect(css['--kp-color-accent']).toBe(themeColors[mode].accent)
    expect(css['--kp-color-on-accent']).toBe(themeColors[mode].onAccent)
    expect(css['--kp-overlay']).toBe(themeColors[mode].overlay)
  })

  test('behavior: switching the mode changes the colours, not the sizes', () => {
    const light = themeToCss({ mode: 'light', variables: defaultThemeVariables })
    const dark = themeToCss({ mode: 'dark', variables: defaultThemeVariables })
    expect(dark['--kp-color-bg']).not.toBe(light['--kp-color-bg'])
    expect(dark['--kp-font-size-md']).toBe(light['--kp-font-size-md'])
  })

  test.each([
    ['#fde047', 'light'],
    ['#1e1b4b', 'dark'],
    ['#e11d48', 'light'],
  ] as const)('behavior: a host accent %s gets readable text in %s mode', (accent, mode) => {
    const css = themeToCss({ mode, variables: { '--kp-accent': accent } })
    expect(css['--kp-accent']).toBe(accent)
    expect(css['--kp-color-accent']).toBe(accent)
    expect(css['--kp-color-focus']).toBe(accent)
    expect(contrastRatio(css['--kp-color-on-accent'] ?? '', accent)).toBeGreaterThanOrEqual(4.5)
  })

  test('behavior: a non-hex accent keeps the mode text colour', () => {
    const css = themeToCss({ mode: 'dark', variables: { '--kp-accent': 'oklch(70% 0.1 250)' } })
    expect(css['--kp-color-on-accent']).toBe(themeColors.dark.onAccent)
  })

  test('behavior: background and colour mix overrides tint the backgrounds', () => {
    const css = themeToCss({
      mode: 'light',
      variables: {
        '--kp-background': '#fafafa',
        '--kp-color-mix': '#00ff00',
        '--kp-color-mix-strength': 10,
      },
    })
    expect(css['--kp-color-bg']).toBe('color-mix(in srgb, #00ff00 10%, #fafafa)')
    expect(css['--kp-color-surface']).toBe(
      `color-mix(in srgb, #00ff00 10%, ${themeColors.light.surface})`,
    )
    expect(css['--kp-color-fg']).toBe(themeColors.light.fg)
    expect(css['--kp-color-mix-strength']).toBe('10')
  })

  test('behavior: a colour mix without strength changes nothing', () => {
    const css = themeToCss({ mode: 'light', variables: { '--kp-color-mix': '#00ff00' } })
    expect(css['--kp-color-bg']).toBe(themeColors.light.bg)
  })
})
