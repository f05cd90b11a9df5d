import type { Clock } from '../time/Clock'

export type StartHeartbeatParameters = {
  clock: Clock
  /** Spec section 9: 5 s (`FRAME_HEARTBEAT_MS`). */
  intervalMs: number
  /** Asks the frame something cheap; settles when the frame answers (success or error). */
  ping(): Promise<unknown>
  /** A ping stayed unanswered for `missedBeats` beats (`silentMs`): the frame is dead. */
  onDead(silentMs: number): void
  /**
   * How many beats a ping may stay unanswered before the frame counts as dead; more than one, so
   * a busy machine or a tab the browser froze for a moment does not cost an open approval.
   * @default 2
   */
  missedBeats?: number
}

/**
 * Pings the frame every `intervalMs`; when a ping is still unanswered after `missedBeats` more
 * beats, it stops and calls `onDead` once. Returns a function that stops it.
 *
 * @example
 * const stop = startHeartbeat({ clock, intervalMs: 5_000, ping, onDead: reload })
 */
export function startHeartbeat({
  clock,
  intervalMs,
  ping,
  onDead,
  missedBeats = 2,
}: StartHeartbeatParameters) {
  let waiting = false
  let missed = 0
  let stopped = false
  const cancel = clock.setInterval(() => {
    if (waiting) {
      missed += 1
      if (missed < missedBeats) return
      stop()
      onDead(missed * intervalMs)
      return
    }
    waiting = true
    missed = 0
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
