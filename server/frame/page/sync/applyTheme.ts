import { FRAME_THEME_VARIABLES, frameThemeSchema } from '@keyport/kernel/frame'
import * as z from 'zod/mini'

/**
 * Applies the app's SYNC_THEME to the frame page: `data-theme` on the root element (the card's
 * light and dark colours) and the accent and background colours. A payload with an unknown mode,
 * an unknown variable or a value that is not a plain colour is refused whole, with the reason.
 *
 * @example
 * applyTheme(document, { themeMode: 'dark', themeVariables: { '--kp-accent': '#e11d48' } })
 */
export function applyTheme(doc: Document, payload: unknown) {
  const parsed = z.safeParse(frameThemeSchema, payload)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : ''
    throw new Error(`Theme refused${where}: ${issue?.message ?? 'invalid'}`)
  }
  const { themeMode, themeVariables = {} } = parsed.data
  const root = doc.documentElement
  if (themeMode) root.dataset.theme = themeMode
  for (const key of FRAME_THEME_VARIABLES) {
    const value = themeVariables[key]
    if (value) root.style.setProperty(key, value)
    else root.style.removeProperty(key)
  }
}
