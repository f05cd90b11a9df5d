/** One dependency a server needs to answer: its name in the 503 body and how to ask it. */
export type ReadinessCheck = {
  /** 'database', 'redis', 'chain 1' */
  name: string
  /** Resolves when the dependency answered; rejects (or never settles) when it did not. */
  probe: () => Promise<unknown>
}

export type ReadinessReport =
  | { ready: true }
  | { ready: false; failing: { name: string; problem: string }[] }

/**
 * Asks every dependency at once, each bounded by `timeoutMs`; ready when all answered. A failing
 * dependency is named with a short problem, never its error text (which can carry addresses).
 *
 * @example
 * await checkReadiness([{ name: 'database', probe: () => db.query('select 1') }])
 * // { ready: false, failing: [{ name: 'database', problem: 'unreachable' }] }
 */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  {
    timeoutMs = 1000,
    onFailure,
  }: {
    /** @default 1000 */
    timeoutMs?: number
    /** Told the real error of each failing check, for the server's log. @default none */
    onFailure?: (name: string, error: unknown) => void
  } = {},
): Promise<ReadinessReport> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, probe }) => {
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs)
      })
      try {
        const outcome = await Promise.race([probe().then(() => 'ok' as const), timedOut])
        if (outcome === 'ok') return undefined
        onFailure?.(name, new Error(`no answer within ${timeoutMs} ms`))
        return { name, problem: `no answer within ${timeoutMs} ms` }
      } catch (error) {
        onFailure?.(name, error)
        return { name, problem: 'unreachable' }
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  const failing = outcomes.filter((outcome) => outcome !== undefined)
  return failing.length === 0 ? { ready: true } : { ready: false, failing }
}
