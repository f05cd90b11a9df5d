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
