/**
 * Ctrl-C (or SIGTERM) for a command that runs services until stopped: the first signal says
 * `Stopping <what>...` and aborts the returned signal, so the services stop in order; a second
 * one, more than 500 ms later (tsx can relay one Ctrl-C twice), calls `now` and exits at once.
 *
 * @example
 * const signal = stopOnSignals('the Keyport stack', () => supervisor.killAll())
 * process.exit(await supervisor.run(signal))
 */
export function stopOnSignals(what: string, now: () => void = () => {}): AbortSignal {
  const stop = new AbortController()
  let firstSignalAt = 0
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stop.signal.aborted) {
        firstSignalAt = Date.now()
        console.log(`\nStopping ${what}...`)
        stop.abort()
      } else if (Date.now() - firstSignalAt > 500) {
        now()
        process.exit(1)
      }
    })
  }
  return stop.signal
}
