// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest'
import { applyTheme } from './applyTheme.ts'

const root = () => document.documentElement

beforeEach(() => {
  delete root().dataset.theme
  root().removeAttribute('style')
})

describe('applyTheme', () => {
  test('behavior: the mode becomes data-theme and the colours become --kp-* properties', () => {
    applyTheme(document, {
      themeMode: 'dark',
      themeVariables: { '--kp-accent': '#e11d48', '--kp-background': 'rgb(20, 20, 24)' },
    })
    expect(root().dataset.theme).toBe('dark')
    expect(root().style.getPropertyValue('--kp-accent')).toBe('#e11d48')
    expect(root().style.getPropertyValue('--kp-background')).toBe('rgb(20, 20, 24)')
    applyTheme(document, { themeMode: 'light', themeVariables: {} })
    expect(root().dataset.theme).toBe('light')
    expect(root().style.getPropertyValue('--kp-accent')).toBe('')
  })

  test.each([
    ['red;background:url(https://evil.example/x)'],
    ['url(https://evil.example/x)'],
    ['var(--fg)'],
    ['"red"'],
    ['expression(alert(1))'],
    ['rgb(1,2,3);color:red'],
  ])('behavior: a value that is not a plain colour is refused whole: %s', (value) => {
    applyTheme(document, { themeMode: 'light', themeVariables: { '--kp-accent': '#3b5bdb' } })
    expect(() =>
      applyTheme(document, { themeMode: 'dark', themeVariables: { '--kp-accent': value } }),
    ).toThrow('Theme refused (themeVariables.--kp-accent): Not a plain CSS colour')
    expect(root().dataset.theme).toBe('light')
    expect(root().style.getPropertyValue('--kp-accent')).toBe('#3b5bdb')
  })

  test.each([
    ['#0000'],
    ['#00000080'],
    ['transparent'],
    ['rgba(255, 255, 255, 0.5)'],
    ['hsla(0, 0%, 100%, 0.5)'],
  ])('attack: a background with alpha is refused whole, saying why: %s', (value) => {
    applyTheme(document, { themeMode: 'light', themeVariables: { '--kp-background': '#ffffff' } })
    expect(() =>
      applyTheme(document, { themeMode: 'light', themeVariables: { '--kp-background': value } }),
    ).toThrow(
      /^Theme refused \(themeVariables\.--kp-background\): Has transparency: the approval card must be opaque/,
    )
    expect(root().style.getPropertyValue('--kp-background')).toBe('#ffffff')
  })

  test('attack: colours the card text cannot be read on are refused whole', () => {
    expect(() =>
      applyTheme(document, {
        themeMode: 'light',
        themeVariables: { '--kp-background': '#202020', '--kp-accent': '#3b5bdb' },
      }),
    ).toThrow(
      "Theme refused (themeVariables.--kp-background): Too little contrast: the card's text #141414 on #202020 is 1.1:1, it needs 4.5:1",
    )
    expect(() =>
      applyTheme(document, { themeMode: 'dark', themeVariables: { '--kp-accent': '#ffec99' } }),
    ).toThrow(/^Theme refused \(themeVariables\.--kp-accent\): Too little contrast/)
    expect(root().style.getPropertyValue('--kp-accent')).toBe('')
  })

  test('behavior: an unknown mode or variable is refused with the reason', () => {
    expect(() => applyTheme(document, { themeMode: 'purple' })).toThrow(
      /^Theme refused \(themeMode\)/,
    )
    expect(() =>
      applyTheme(document, { themeVariables: { '--kp-font-family': 'Comic Sans' } }),
    ).toThrow(/^Theme refused \(themeVariables\)/)
    expect(root().dataset.theme).toBeUndefined()
  })
})
