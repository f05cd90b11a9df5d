import { describe, expect, test, vi } from 'vitest'
import { defaultThemeVariables } from './defaultThemeVariables'
import { createThemeService, type MediaQueryListLike, type ThemeState } from './ThemeService'

/** A prefers-color-scheme query the test can flip. */
function fakeMatchMedia(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>()
  const list: MediaQueryListLike = {
    matches: dark,
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
  }
  const matchMedia = vi.fn((_query: string) => list)
  const flip = (next: boolean) => {
    list.matches = next
    for (const listener of listeners) listener({ matches: next })
  }
  return { matchMedia, flip, listeners }
}

describe('defaultThemeVariables', () => {
  test('behavior: holds the spec sizes and a local font stack', () => {
    expect(defaultThemeVariables['--kp-font-size-master']).toBe('10px')
    expect(defaultThemeVariables['--kp-border-radius-master']).toBe('4px')
    expect(defaultThemeVariables['--kp-z-index']).toBe(999)
    expect(defaultThemeVariables['--kp-font-family']).toMatch(/^system-ui,.*sans-serif$/)
    expect(defaultThemeVariables['--kp-font-family']).not.toMatch(/url\(|https?:/)
  })
})

describe('createThemeService', () => {
  test('behavior: system mode follows prefers-color-scheme', () => {
    const { matchMedia } = fakeMatchMedia(true)
    const theme = createThemeService({ matchMedia })
    expect(theme.state.mode).toBe('dark')
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)')
    expect(createThemeService({ matchMedia: fakeMatchMedia(false).matchMedia }).state.mode).toBe(
      'light',
    )
  })

  test('behavior: system mode is light where matchMedia does not exist', () => {
    expect(createThemeService({ matchMedia: null }).state.mode).toBe('light')
    expect(createThemeService().state.mode).toBe('light')
  })

  test('behavior: system mode tracks later changes until a mode is chosen', () => {
    const { matchMedia, flip } = fakeMatchMedia(false)
    const theme = createThemeService({ mode: 'system', matchMedia })
    flip(true)
    expect(theme.state.mode).toBe('dark')
    theme.setMode('light')
    flip(false)
    flip(true)
    expect(theme.state.mode).toBe('light')
    theme.setMode('system')
    expect(theme.state.mode).toBe('dark')
  })

  test('behavior: an explicit mode ignores the system', () => {
    const { matchMedia } = fakeMatchMedia(true)
    expect(createThemeService({ mode: 'light', matchMedia }).state.mode).toBe('light')
  })

  test('behavior: toggleMode switches between light and dark and publishes each change', () => {
    const theme = createThemeService({ mode: 'light' })
    const modes: string[] = []
    theme.state$.subscribe((state) => modes.push(state.mode))
    theme.toggleMode()
    theme.toggleMode()
    theme.setMode('light')
    expect(modes).toEqual(['light', 'dark', 'light'])
  })

  test('behavior: host variables are merged over the defaults', () => {
    const theme = createThemeService({
      variables: { '--kp-accent': '#e11d48', '--kp-z-index': 50 },
    })
    expect(theme.state.variables).toEqual({
      ...defaultThemeVariables,
      '--kp-accent': '#e11d48',
      '--kp-z-index': 50,
    })
  })

  test('behavior: setVariables merges, and undefined returns a key to its default', () => {
    const theme = createThemeService({
      variables: { '--kp-accent': '#e11d48', '--kp-z-index': 50 },
    })
    const seen: ThemeState[] = []
    theme.state$.subscribe((state) => seen.push(state))
    theme.setVariables({ '--kp-border-radius-master': '2px' })
    theme.setVariables({ '--kp-accent': undefined, '--kp-z-index': undefined })
    expect(theme.state.variables).toEqual({
      ...defaultThemeVariables,
      '--kp-border-radius-master': '2px',
    })
    expect(seen).toHaveLength(3)
    expect(theme.state.mode).toBe(seen[0]?.mode)
  })

  test('behavior: dispose stops listening and completes the stream', () => {
    const { matchMedia, listeners } = fakeMatchMedia(false)
    const theme = createThemeService({ matchMedia })
    const complete = vi.fn()
    theme.state$.subscribe({ complete })
    expect(listeners.size).toBe(1)
    theme.dispose()
    expect(listeners.size).toBe(0)
    expect(complete).toHaveBeenCalled()
  })
})
