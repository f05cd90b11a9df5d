import * as z from 'zod/mini'

// A colour the frame may put into a CSS custom property: a hex colour, an rgb()/hsl() of numbers,
// or a named colour. Nothing else: no `;`, no `url(`, no `var(`, no quotes, so a value cannot
// end the declaration or fetch anything.
const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const functional = /^(?:rgba?|hsla?)\([0-9.,%\s/]{1,60}(?:deg)?[0-9.,%\s/]{0,60}\)$/i
const named = /^[a-z]{3,20}$/i

// The named colours the card takes (their sRGB values, for the contrast check); any other name,
// `transparent` and `currentcolor` included, is refused: a hex, rgb() or hsl() colour says it all.
const namedColors: Record<string, string> = {
  black: '000000',
  white: 'ffffff',
  silver: 'c0c0c0',
  gray: '808080',
  grey: '808080',
  maroon: '800000',
  red: 'ff0000',
  purple: '800080',
  fuchsia: 'ff00ff',
  green: '008000',
  lime: '00ff00',
  olive: '808000',
  yellow: 'ffff00',
  navy: '000080',
  blue: '0000ff',
  teal: '008080',
  aqua: '00ffff',
  orange: 'ffa500',
  tomato: 'ff6347',
  crimson: 'dc143c',
  indigo: '4b0082',
  rebeccapurple: '663399',
}

/** A parsed colour: sRGB channels 0-255 and alpha 0-1. */
export type ThemeColor = { rgb: [number, number, number]; alpha: number }

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value))
// One rgb() channel: a number 0-255 or a percentage.
const channel = (part: string) =>
  part.endsWith('%') ? clamp((Number.parseFloat(part) / 100) * 255, 255) : clamp(Number(part), 255)
// An alpha: a number 0-1 or a percentage.
const alphaOf = (part: string | undefined) =>
  part === undefined
    ? 1
    : part.endsWith('%')
      ? clamp(Number.parseFloat(part) / 100, 1)
      : clamp(Number(part), 1)

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

function parseHex(value: string): ThemeColor {
  const digits = value.slice(1)
  const long =
    digits.length <= 4
      ? [...digits].map((digit) => digit + digit).join('')
      : digits.padEnd(8, 'f').slice(0, 8)
  const bytes = [0, 2, 4, 6].map((at) => Number.parseInt(long.slice(at, at + 2) || 'ff', 16))
  return { rgb: [bytes[0]!, bytes[1]!, bytes[2]!], alpha: (bytes[3] ?? 255) / 255 }
}

/**
 * Reads a theme colour the way a browser would (hex with or without alpha, rgb()/rgba() and
 * hsl()/hsla() in comma or space syntax, the names above); undefined for anything else.
 *
 * @example
 * parseThemeColor('#00000080') // { rgb: [0, 0, 0], alpha: 0.50196 }
 */
export function parseThemeColor(value: string): ThemeColor | undefined {
  const text = value.trim().toLowerCase()
  if (hex.test(text)) return parseHex(text)
  if (text === 'transparent') return { rgb: [0, 0, 0], alpha: 0 }
  if (named.test(text)) return namedColors[text] ? parseHex(`#${namedColors[text]}`) : undefined
  const call = /^(rgba?|hsla?)\((.*)\)$/.exec(text)
  if (!call || !functional.test(text)) return undefined
  const [main = '', slashAlpha, extra] = call[2]!.split('/').map((part) => part.trim())
  if (extra !== undefined) return undefined
  const parts = main.split(main.includes(',') ? /\s*,\s*/ : /\s+/).filter(Boolean)
  if (slashAlpha !== undefined && parts.length !== 3) return undefined
  if (parts.length !== 3 && parts.length !== 4) return undefined
  if (!parts.every((part) => /^\d*\.?\d+(?:%|deg)?$/.test(part))) return undefined
  const alpha = alphaOf(slashAlpha ?? parts[3])
  if (call[1]!.startsWith('rgb'))
    return { rgb: [channel(parts[0]!), channel(parts[1]!), channel(parts[2]!)], alpha }
  const percent = (part: string) => clamp(Number.parseFloat(part) / 100, 1)
  return {
    rgb: hslToRgb(Number.parseFloat(parts[0]!) % 360, percent(parts[1]!), percent(parts[2]!)),
    alpha,
  }
}

// WCAG 2's relative luminance of an sRGB colour.
const luminance = ({ rgb }: ThemeColor) => {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * WCAG 2's contrast ratio of two opaque colours, from 1 (same) to 21 (black on white).
 *
 * @example
 * contrastRatio(parseThemeColor('#fff')!, parseThemeColor('#000')!) // 21
 */
export function contrastRatio(a: ThemeColor, b: ThemeColor) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG 2 AA for normal text: what the card's text needs against the app's colours. */
const MIN_TEXT_CONTRAST = 4.5

/**
 * The card's own text colours (server/frame/pages/renderFramePage.ts): its text, muted text,
 * warnings and incoming amounts on `--kp-background`, per mode, and the Approve label on
 * `--kp-accent`.
 */
const FRAME_CARD_TEXT = {
  light: ['#141414', '#555555', '#b00020', '#087f23'],
  dark: ['#f1f3f5', '#adb5bd', '#ff8787', '#69db7c'],
  onAccent: '#ffffff',
} as const

/** A CSS colour value the frame accepts from the app: plain and fully opaque. */
export const safeColorSchema = z.string().check(
  z.maxLength(80),
  z.refine((value) => hex.test(value) || functional.test(value) || named.test(value), {
    message: 'Not a plain CSS colour',
    abort: true,
  }),
  z.refine((value) => parseThemeColor(value) !== undefined, {
    message: 'Not a colour the card knows: use a hex, rgb() or hsl() colour',
    abort: true,
  }),
  z.refine((value) => parseThemeColor(value)!.alpha >= 1, {
    message:
      'Has transparency: the approval card must be opaque, so its colours may have no alpha (use #rrggbb)',
  }),
)

/** The theme variables the frame's approval card follows (the kernel theme's colour knobs). */
export const FRAME_THEME_VARIABLES = ['--kp-accent', '--kp-background'] as const

const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`

/**
 * Why the app's colours would make the card hard to read, or undefined: the card's text colours of
 * `mode` (both modes when the app names none) on the background, and the Approve label on the
 * accent, each at least 4.5:1.
 */
function contrastProblem(
  mode: 'light' | 'dark' | undefined,
  variables: { '--kp-accent'?: string; '--kp-background'?: string },
): { variable: (typeof FRAME_THEME_VARIABLES)[number]; message: string } | undefined {
  const background = variables['--kp-background']
  if (background) {
    const parsed = parseThemeColor(background)!
    const texts = mode ? FRAME_CARD_TEXT[mode] : [...FRAME_CARD_TEXT.light, ...FRAME_CARD_TEXT.dark]
    for (const text of texts) {
      const ratio = contrastRatio(parseThemeColor(text)!, parsed)
      if (ratio < MIN_TEXT_CONTRAST)
        return {
          variable: '--kp-background',
          message: `Too little contrast: the card's text ${text} on ${background} is ${ratioText(ratio)}, it needs ${MIN_TEXT_CONTRAST}:1`,
        }
    }
  }
  const accent = variables['--kp-accent']
  if (accent) {
    const ratio = contrastRatio(
      parseThemeColor(FRAME_CARD_TEXT.onAccent)!,
      parseThemeColor(accent)!,
    )
    if (ratio < MIN_TEXT_CONTRAST)
      return {
        variable: '--kp-accent',
        message: `Too little contrast: the Approve label ${FRAME_CARD_TEXT.onAccent} on ${accent} is ${ratioText(ratio)}, it needs ${MIN_TEXT_CONTRAST}:1`,
      }
  }
  return undefined
}

/**
 * SYNC_THEME as the frame applies it: a known mode and plain, opaque colours for known variables
 * only, with enough contrast for the card's text (other top-level fields, such as the market
 * leader's `w3mThemeVariables`, are ignored).
 */
export const frameThemeSchema = z
  .object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(
      z.strictObject({
        '--kp-accent': z.optional(safeColorSchema),
        '--kp-background': z.optional(safeColorSchema),
      }),
    ),
  })
  .check(
    z.superRefine((theme, context) => {
      const problem = contrastProblem(theme.themeMode, theme.themeVariables ?? {})
      if (problem)
        context.issues.push({
          code: 'custom',
          input: theme,
          path: ['themeVariables', problem.variable],
          message: problem.message,
        })
    }),
  )
export type FrameTheme = z.infer<typeof frameThemeSchema>

/**
 * The theme the app sends the frame: the mode, and those colour variables that are plain, opaque
 * colours the card's text reads well on (anything else stays out, so the frame never sees it).
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
  // A colour the card's text cannot be read on is left out; the card keeps its own.
  for (;;) {
    const problem = contrastProblem(state.mode, themeVariables)
    if (!problem) break
    delete themeVariables[problem.variable]
  }
  return { themeMode: state.mode, themeVariables }
}
