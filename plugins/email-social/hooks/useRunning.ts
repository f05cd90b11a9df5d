import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Runs one async action at a time for a view: `busy` while it runs, `error` with the failure's
 * `shortMessage` (or message), and nothing set after the view unmounted.
 */
export function useRunning() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true)
    setError(undefined)
    try {
      return await action()
    } catch (cause) {
      const message = (cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message
      if (alive.current) setError(message || 'An error occurred')
      return undefined
    } finally {
      if (alive.current) setBusy(false)
    }
  }, [])
  return { busy, error, setError, run, alive }
}
