import { describe, expect, test } from 'vitest'
import * as theme from './index'

describe('theme', () => {
  test('behavior: the public surface is deliberate', () => {
    expect(Object.keys(theme).sort()).toEqual([
      'contrastRatio',
      'createThemeService',
      'defaultThemeVariables',
      'parseHexColor',
      'themeColors',
      'themeToCss',
    ])
  })
})
