import type { Clock } from '../time/Clock'

export type StartHeartbeatParameters = {
  clock: Clock
  /** Spec section 9: 5 s (`FRAME_HEARTBEAT_MS`). */
  intervalMs: number
  /** Asks the frame something cheap; settles when the frame answers (success or error). */
  ping(): Promise<unknown>
  /** The ping of the last beat is still unanswered at this beat: the frame is dead. */
  onDead(): void
}

/**
 * Pings the frame every `intervalMs`; when a ping is still unanswered at the next beat, it stops
 * and calls `onDead` once. Returns a function that stops it.
 *
 * @example
 * const stop = startHeartbeat({ clock, intervalMs: 5_000, ping, onDead: reload })
 */
export function startHeartbeat({ clock, intervalMs, ping, onDead }: StartHeartbeatParameters) {
  let waiting = false
  let stopped = false
  const cancel = clock.setInterval(() => {
    if (waiting) {
      stop()
      onDead()
      return
    }
    waiting = true
    const answered = () => {
      waiting = false
    }
    ping().then(answered, answered)
  }, intervalMs)
  const stop = () => {
    if (stopped) return
    stopped = true
    cancel()
  }
  return stop
}
