import { useCallback, useEffect, useState } from 'react'
import { parseSettings, type SandboxSettings, serializeSettings } from './settings'

/** Sandbox settings mirrored in the URL query, so a link reproduces a setup. */
export function useSettings() {
  const [state, setState] = useState(() => parseSettings(window.location.search))
  useEffect(() => {
    const onPop = () => setState(parseSettings(window.location.search))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const update = useCallback((next: SandboxSettings) => {
    window.history.replaceState(null, '', `${window.location.pathname}${serializeSettings(next)}`)
    setState({ settings: next, problems: [] })
  }, [])
  return { settings: state.settings, problems: state.problems, update }
}
