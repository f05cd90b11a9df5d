import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { systemClock } from './Clock'

describe('systemClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('behavior: now reads the wall clock', () => {
    expect(systemClock.now()).toBe(1_000)
    vi.advanceTimersByTime(250)
    expect(systemClock.now()).toBe(1_250)
  })

  test('behavior: setTimeout fires once and its cancel stops it', () => {
    const fired = vi.fn()
    const cancelled = vi.fn()
    systemClock.setTimeout(fired, 100)
    const cancel = systemClock.setTimeout(cancelled, 100)
    cancel()
    vi.advanceTimersByTime(500)
    expect(fired).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })

  test('behavior: setInterval repeats until stopped', () => {
    const tick = vi.fn()
    const stop = systemClock.setInterval(tick, 100)
    vi.advanceTimersByTime(350)
    expect(tick).toHaveBeenCalledTimes(3)
    stop()
    vi.advanceTimersByTime(500)
    expect(tick).toHaveBeenCalledTimes(3)
  })
})
