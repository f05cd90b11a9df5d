import { useCallback, useEffect, useRef } from 'react'

/**
 * Runs a wallet request once when the view mounts (StrictMode's second mount included) and again
 * on each call of the returned `retry`. `alive()` tells the answer handler whether the view is
 * still mounted: a wallet may answer long after the user left.
 *
 * @example
 * const attempt = useCallback((alive: () => boolean) => {
 *   connection.switchChain(chainId).then(() => alive() && router.reset('Account'))
 * }, [connection, chainId, router])
 * const retry = useAttemptOnce(attempt)
 */
export function useAttemptOnce(attempt: (alive: () => boolean) => void): () => void {
  const alive = useRef(true)
  const started = useRef(false)
  const retry = useCallback(() => attempt(() => alive.current), [attempt])
  useEffect(() => {
    alive.current = true
    if (!started.current) {
      started.current = true
      retry()
    }
    return () => {
      alive.current = false
    }
  }, [retry])
  return retry
}
