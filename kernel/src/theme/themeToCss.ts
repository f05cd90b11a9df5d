import { contrastRatio, parseHexColor } from './contrastRatio'
import type { ThemeState } from './ThemeService'
import { themeColors } from './themeColors'

const fontSizes = { xs: 1.2, sm: 1.4, md: 1.6, lg: 2, xl: 2.4, '2xl': 3.2 }
const radii = { xs: 1, sm: 2, md: 3, lg: 4, xl: 7 }
const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 }

/** Picks white or the mode's dark ink, whichever reads better on a host's accent. */
function textOn(accent: string, fallback: string): string {
  if (!parseHexColor(accent)) return fallback
  const ink = themeColors.dark.onAccent
  return contrastRatio('#ffffff', accent) >= contrastRatio(ink, accent) ? '#ffffff' : ink
}

/**
 * Turns theme state into CSS custom properties for the modal's root: the host variables, the
 * derived scales (360 px modal width, font sizes and radii as multiples of the masters, weights
 * 400 to 700) and the mode's colours.
 *
 * A host accent gets white or dark text, whichever contrasts more, when it is a hex colour;
 * `--kp-background` and `--kp-color-mix` are trusted as given, so contrast is then the host's
 * responsibility.
 *
 * @example
 * for (const [name, value] of Object.entries(themeToCss(theme.state)))
 *   root.style.setProperty(name, value)
 */
export function themeToCss({ mode, variables }: ThemeState): Record<string, string> {
  const css: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables))
    if (value !== undefined) css[name] = String(value)

  css['--kp-modal-width'] = '360px'
  for (const [step, factor] of Object.entries(fontSizes))
    css[`--kp-font-size-${step}`] = `calc(var(--kp-font-size-master) * ${factor})`
  for (const [step, factor] of Object.entries(radii))
    css[`--kp-radius-${step}`] = `calc(var(--kp-border-radius-master) * ${factor})`
  css['--kp-radius-full'] = '9999px'
  for (const [weight, value] of Object.entries(fontWeights))
    css[`--kp-font-weight-${weight}`] = String(value)

  const colors = themeColors[mode]
  const accent = variables['--kp-accent'] ?? colors.accent
  const mix = variables['--kp-color-mix']
  const strength = variables['--kp-color-mix-strength'] ?? 0
  const tint = (color: string) =>
    mix && strength > 0 ? `color-mix(in srgb, ${mix} ${strength}%, ${color})` : color

  css['--kp-color-bg'] = tint(variables['--kp-background'] ?? colors.bg)
  css['--kp-color-surface'] = tint(colors.surface)
  css['--kp-color-surface-2'] = tint(colors.surface2)
  css['--kp-color-skeleton'] = tint(colors.skeleton)
  css['--kp-color-skeleton-shine'] = tint(colors.skeletonShine)
  css['--kp-color-fg'] = colors.fg
  css['--kp-color-fg-muted'] = colors.fgMuted
  css['--kp-color-border'] = tint(colors.border)
  css['--kp-color-border-strong'] = colors.borderStrong
  css['--kp-color-accent'] = accent
  css['--kp-color-on-accent'] =
    accent === colors.accent ? colors.onAccent : textOn(accent, colors.onAccent)
  css['--kp-color-focus'] = variables['--kp-accent'] ?? colors.focus
  css['--kp-color-error'] = colors.error
  css['--kp-color-success'] = colors.success
  css['--kp-overlay'] = colors.overlay
  return css
}
