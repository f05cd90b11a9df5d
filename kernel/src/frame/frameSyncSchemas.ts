import * as z from 'zod/mini'

// A colour the frame may put into a CSS custom property: a hex colour, an rgb()/hsl() of numbers,
// or a named colour. Nothing else: no `;`, no `url(`, no `var(`, no quotes, so a value cannot
// end the declaration or fetch anything.
const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const functional = /^(?:rgba?|hsla?)\([0-9.,%\s/]{1,60}(?:deg)?[0-9.,%\s/]{0,60}\)$/i
const named = /^[a-z]{3,20}$/i

/** A CSS colour value the frame accepts from the app. */
export const safeColorSchema = z.string().check(
  z.maxLength(80),
  z.refine((value) => hex.test(value) || functional.test(value) || named.test(value), {
    message: 'Not a plain CSS colour',
  }),
)

/** The theme variables the frame's approval card follows (the kernel theme's colour knobs). */
export const FRAME_THEME_VARIABLES = ['--kp-accent', '--kp-background'] as const

/**
 * SYNC_THEME as the frame applies it: a known mode and plain colours for known variables only
 * (other top-level fields, such as the market leader's `w3mThemeVariables`, are ignored).
 */
export const frameThemeSchema = z.object({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(
    z.strictObject({
      '--kp-accent': z.optional(safeColorSchema),
      '--kp-background': z.optional(safeColorSchema),
    }),
  ),
})
export type FrameTheme = z.infer<typeof frameThemeSchema>

/**
 * The theme the app sends the frame: the mode, and those colour variables that are plain colours
 * (anything else stays out, so the frame never sees it).
 *
 * @example
 * frameThemeOf({ mode: 'dark', variables: { '--kp-accent': '#e11d48' } })
 * // { themeMode: 'dark', themeVariables: { '--kp-accent': '#e11d48' } }
 */
export function frameThemeOf(state: {
  mode: 'light' | 'dark'
  variables: Readonly<Record<string, unknown>>
}): FrameTheme {
  const themeVariables: Record<string, string> = {}
  for (const key of FRAME_THEME_VARIABLES) {
    const value = state.variables[key]
    if (z.safeParse(safeColorSchema, value).success) themeVariables[key] = value as string
  }
  return { themeMode: state.mode, themeVariables }
}
