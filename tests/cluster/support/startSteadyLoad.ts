/** One request of the load: its number, and how it ended (a status, or a network error). */
type LoadRecord = { seq: number; status?: number; error?: string }

export type StartSteadyLoadParameters = {
  /** Sends request `seq` and resolves with its HTTP status. */
  send: (seq: number) => Promise<number>
  /** @default 40 */
  perSecond?: number
}

/**
 * An open-loop stream of requests: one every 1/perSecond s whether or not earlier ones were
 * answered, so a dead instance shows as failures instead of slowing the stream down. Tells which
 * requests are in flight at a given moment (the fault tests take that set when they kill an
 * instance: only those may fail).
 *
 * @example
 * const load = startSteadyLoad({ send: (seq) => fetch(url).then((r) => r.status) })
 * await load.answers(40)
 * const inFlight = load.inFlight()
 */
export function startSteadyLoad({ send, perSecond = 40 }: StartSteadyLoadParameters) {
  const records: LoadRecord[] = []
  const pending = new Set<Promise<void>>()
  const waiters = new Set<() => void>()
  let settled = 0
  const fire = () => {
    const record: LoadRecord = { seq: records.length }
    records.push(record)
    const done = send(record.seq).then(
      (status) => {
        record.status = status
      },
      (error: unknown) => {
        record.error =
          error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)
      },
    )
    const tracked = done.finally(() => {
      pending.delete(tracked)
      settled++
      for (const waiter of waiters) waiter()
    })
    pending.add(tracked)
  }
  const timer = setInterval(fire, 1000 / perSecond)
  return {
    records,
    /** How many requests were sent so far. */
    sent: () => records.length,
    /** The numbers of the requests sent and not yet answered. */
    inFlight: () =>
      new Set(
        records
          .filter((record) => record.status === undefined && record.error === undefined)
          .map((record) => record.seq),
      ),
    /** Resolves once at least `n` requests have been answered (or failed). */
    answers: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (settled < n) return
          waiters.delete(check)
          resolve()
        }
        waiters.add(check)
        check()
      }),
    /** Stops sending and resolves once every request sent has ended. */
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
    },
  }
}
