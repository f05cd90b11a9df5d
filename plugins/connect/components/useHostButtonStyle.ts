import { themeToCss } from '@keyport/kernel'
import { useKernel, useObservable, useStyles } from '@keyport/kernel/react'
import { type CSSProperties, useMemo } from 'react'
import { hostButtonCss } from './hostButtonCss.ts'

/**
 * The host buttons' stylesheet, and the theme's `--kp-*` variables for the button's own element:
 * the buttons live on the host page, outside the modal's root that carries them.
 */
export function useHostButtonStyle(): CSSProperties {
  useStyles('connect-host-buttons', hostButtonCss)
  const { theme } = useKernel()
  const state = useObservable(theme.state$, () => theme.state)
  return useMemo(() => themeToCss(state) as CSSProperties, [state])
}
