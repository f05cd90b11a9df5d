import { BehaviorSubject, type Observable } from 'rxjs'
import { defaultThemeVariables } from './defaultThemeVariables'

export type ThemeMode = 'light' | 'dark'

/** The host's theme knobs (spec section 3, "Theme variables"). */
export type ThemeVariables = {
  '--kp-font-family'?: string
  /** The base of the font-size scale; sizes are multiples of it. */
  '--kp-font-size-master'?: string
  /** The base of the radius scale; radii are multiples of it. */
  '--kp-border-radius-master'?: string
  '--kp-z-index'?: number
  /** A colour blended into the backgrounds, by `--kp-color-mix-strength` percent. */
  '--kp-color-mix'?: string
  /** 0 to 100. */
  '--kp-color-mix-strength'?: number
  /** Replaces the mode's accent colour. */
  '--kp-accent'?: string
  /** Replaces the mode's background colour. */
  '--kp-background'?: string
}

export type ThemeState = { mode: ThemeMode; variables: ThemeVariables }

/** The part of `MediaQueryList` the theme reads. */
export type MediaQueryListLike = {
  matches: boolean
  addEventListener?(type: 'change', listener: (event: { matches: boolean }) => void): void
  removeEventListener?(type: 'change', listener: (event: { matches: boolean }) => void): void
}

export interface ThemeService {
  readonly state$: Observable<ThemeState>
  readonly state: ThemeState
  /** 'system' follows the operating system's colour scheme, including later changes. */
  setMode(mode: ThemeMode | 'system'): void
  /** Switches between light and dark; the result is an explicit choice, no longer 'system'. */
  toggleMode(): void
  /** Merges variables over the current ones; a key set to `undefined` returns to its default. */
  setVariables(variables: ThemeVariables): void
  /** Stops following the system colour scheme and completes `state$`. */
  dispose(): void
}

export type CreateThemeServiceParameters = {
  /**
   * The starting mode.
   * @default 'system'
   */
  mode?: ThemeMode | 'system'
  /** Host overrides, merged over `defaultThemeVariables`. */
  variables?: ThemeVariables
  /**
   * Resolves 'system'; without it 'system' means light. Pass `null` to ignore the browser.
   * @default globalThis.matchMedia
   */
  matchMedia?: ((query: string) => MediaQueryListLike) | null
}

function merge(base: ThemeVariables, changes: ThemeVariables): ThemeVariables {
  const next: Record<string, unknown> = { ...base }
  const defaults: Record<string, unknown> = defaultThemeVariables
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) next[key] = value
    else if (defaults[key] !== undefined) next[key] = defaults[key]
    else delete next[key]
  }
  return next as ThemeVariables
}

/**
 * Creates the theme: the light or dark mode and the host's variables. `themeToCss` turns its
 * state into CSS custom properties.
 *
 * @example
 * const theme = createThemeService({ mode: 'dark', variables: { '--kp-accent': '#e11d48' } })
 * theme.toggleMode() // light
 * theme.setVariables({ '--kp-border-radius-master': '2px' })
 */
export function createThemeService({
  mode = 'system',
  variables = {},
  matchMedia = globalThis.matchMedia?.bind(globalThis),
}: CreateThemeServiceParameters = {}): ThemeService {
  const query = matchMedia?.('(prefers-color-scheme: dark)')
  let preference = mode
  const resolve = (): ThemeMode =>
    preference === 'system' ? (query?.matches ? 'dark' : 'light') : preference

  const state$ = new BehaviorSubject<ThemeState>({
    mode: resolve(),
    variables: merge(defaultThemeVariables, variables),
  })
  const publish = (changes: Partial<ThemeState>) => {
    const next = { ...state$.value, ...changes }
    if (next.mode !== state$.value.mode || next.variables !== state$.value.variables)
      state$.next(next)
  }
  // Media query lists keep their own `matches` current; the listener only republishes.
  const onSystemChange = () => {
    if (preference === 'system') publish({ mode: resolve() })
  }
  query?.addEventListener?.('change', onSystemChange)

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    setMode(next) {
      preference = next
      publish({ mode: resolve() })
    },
    toggleMode() {
      preference = state$.value.mode === 'dark' ? 'light' : 'dark'
      publish({ mode: preference })
    },
    setVariables(changes) {
      publish({ variables: merge(state$.value.variables, changes) })
    },
    dispose() {
      query?.removeEventListener?.('change', onSystemChange)
      state$.complete()
    },
  }
}
