import { describe, expect, test } from 'vitest'
import { contrastRatio } from './contrastRatio'
import { themeColors } from './themeColors'

const AA_TEXT = 4.5
const AA_NON_TEXT = 3

describe('themeColors', () => {
  describe.each(['light', 'dark'] as const)('%s', (mode) => {
    const colors = themeColors[mode]

    test.each(['fg', 'fgMuted', 'accent', 'error', 'success'] as const)(
      'behavior: %s text passes WCAG AA on bg, surface and surface2',
      (token) => {
        expect(contrastRatio(colors[token], colors.bg)).toBeGreaterThanOrEqual(AA_TEXT)
        expect(contrastRatio(colors[token], colors.surface)).toBeGreaterThanOrEqual(AA_TEXT)
        expect(contrastRatio(colors[token], colors.surface2)).toBeGreaterThanOrEqual(AA_TEXT)
      },
    )

    test('behavior: text on the accent passes WCAG AA', () => {
      expect(contrastRatio(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(AA_TEXT)
    })

    test.each(['focus', 'borderStrong'] as const)(
      'behavior: %s stands out 3:1 from bg and surface',
      (token) => {
        expect(contrastRatio(colors[token], colors.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT)
        expect(contrastRatio(colors[token], colors.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT)
      },
    )

    test('behavior: skeletons show on the background and their shimmer shows on them', () => {
      // Placeholders are decorative (no contrast minimum); this only keeps them from vanishing.
      expect(contrastRatio(colors.skeleton, colors.bg)).toBeGreaterThan(1.1)
      expect(contrastRatio(colors.skeletonShine, colors.skeleton)).toBeGreaterThan(1.1)
    })
  })
})
