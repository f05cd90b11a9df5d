import { type ThemeState, themeToCss } from '@keyport/kernel'
import { useKernel, useObservable, useStyles } from '@keyport/kernel/react'
import { type CSSProperties, useMemo } from 'react'
import { hostButtonCss } from './hostButtonCss.ts'

/**
 * The host buttons' stylesheet, and the theme's `--kp-*` variables for the button's own element:
 * the buttons live on the host page, outside the modal's root that carries them.
 */
export function useHostButtonStyle(): CSSProperties {
  useStyles('connect-host-buttons', hostButtonCss)
  const { theme, options } = useKernel()
  // A server has no colour scheme: 'system' renders light there, so the browser hydrates the
  // same style and switches to dark right after.
  const serverState = useMemo<ThemeState>(
    () => ({ ...theme.state, mode: options.themeMode === 'dark' ? 'dark' : 'light' }),
    [theme, options],
  )
  const state = useObservable(
    theme.state$,
    () => theme.state,
    () => serverState,
  )
  return useMemo(() => themeToCss(state) as CSSProperties, [state])
}
