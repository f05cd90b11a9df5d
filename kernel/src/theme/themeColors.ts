import type { ThemeMode } from './ThemeService'

export type ThemeColors = {
  bg: string
  surface: string
  /** A raised or pressed surface (hovered rows, segmented controls); text stays AA on it. */
  surface2: string
  /** Skeleton placeholders and their moving highlight; decorative, never a text background. */
  skeleton: string
  skeletonShine: string
  fg: string
  fgMuted: string
  /** Decorative dividers; below 3:1 on purpose, so never the only cue. */
  border: string
  /** Outlines of controls (inputs), which WCAG 1.4.11 wants at 3:1 against the background. */
  borderStrong: string
  accent: string
  onAccent: string
  focus: string
  error: string
  success: string
  overlay: string
}

/**
 * The built-in palettes. Every text colour (fg, fgMuted, accent, error, success) reaches WCAG AA
 * (4.5:1) on bg, surface and surface2, onAccent does on accent, and focus reaches 3:1 on both
 * backgrounds, as does borderStrong; `themeColors.test.ts` checks it.
 *
 * @example
 * themeColors.dark.bg // '#141519'
 */
export const themeColors: Record<ThemeMode, ThemeColors> = {
  light: {
    bg: '#ffffff',
    surface: '#f4f5f7',
    surface2: '#e9ebef',
    skeleton: '#e4e6ea',
    skeletonShine: '#f3f4f6',
    fg: '#141519',
    fgMuted: '#5b5f68',
    border: '#d5d8de',
    borderStrong: '#7d828c',
    accent: '#1d4ed8',
    onAccent: '#ffffff',
    focus: '#1d4ed8',
    error: '#b42318',
    success: '#067647',
    overlay: 'rgba(0, 0, 0, 0.4)',
  },
  dark: {
    bg: '#141519',
    surface: '#1e2026',
    surface2: '#292c34',
    skeleton: '#2a2d35',
    skeletonShine: '#383c46',
    fg: '#f4f5f7',
    fgMuted: '#a3a8b3',
    border: '#353841',
    borderStrong: '#7c818c',
    accent: '#7aa2ff',
    onAccent: '#0b1533',
    focus: '#7aa2ff',
    error: '#ff8a80',
    success: '#5fd39a',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
}
