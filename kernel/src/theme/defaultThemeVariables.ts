import type { ThemeVariables } from './ThemeService'

/**
 * The spec's defaults: font size 10 px, border radius 4 px, z-index 999, and the platform's own
 * font, so the modal never loads a remote font.
 *
 * @example
 * createThemeService({ variables: { ...defaultThemeVariables, '--kp-z-index': 2000 } })
 */
export const defaultThemeVariables = Object.freeze({
  '--kp-font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  '--kp-font-size-master': '10px',
  '--kp-border-radius-master': '4px',
  '--kp-z-index': 999,
}) satisfies ThemeVariables
