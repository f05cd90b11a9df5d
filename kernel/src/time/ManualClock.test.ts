import { describe, expect, test, vi } from 'vitest'
import { createManualClock } from './ManualClock'

describe('createManualClock', () => {
  test('behavior: starts at the given time and moves only on advance', () => {
    const clock = createManualClock(500)
    expect(clock.now()).toBe(500)
    clock.advance(20)
    expect(clock.now()).toBe(520)
    expect(createManualClock().now()).toBe(0)
  })

  test('behavior: a timeout fires exactly when due, not a millisecond before', () => {
    const clock = createManualClock()
    const fn = vi.fn()
    clock.setTimeout(fn, 150)
    clock.advance(149)
    expect(fn).not.toHaveBeenCalled()
    clock.advance(1)
    expect(fn).toHaveBeenCalledTimes(1)
    clock.advance(1_000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  test('behavior: due timers fire in time order, ties in the order they were set', () => {
    const clock = createManualClock()
    const order: string[] = []
    clock.setTimeout(() => order.push(`c@${clock.now()}`), 30)
    clock.setTimeout(() => order.push(`a@${clock.now()}`), 10)
    clock.setTimeout(() => order.push(`b@${clock.now()}`), 10)
    clock.advance(100)
    expect(order).toEqual(['a@10', 'b@10', 'c@30'])
    expect(clock.now()).toBe(100)
  })

  test('behavior: a timer set by a firing timer fires in the same advance when due', () => {
    const clock = createManualClock()
    const order: number[] = []
    clock.setTimeout(() => {
      order.push(clock.now())
      clock.setTimeout(() => order.push(clock.now()), 5)
    }, 10)
    clock.advance(15)
    expect(order).toEqual([10, 15])
  })

  test('behavior: an interval fires once per period and stops when cancelled', () => {
    const clock = createManualClock()
    const ticks: number[] = []
    const stop = clock.setInterval(() => ticks.push(clock.now()), 100)
    clock.advance(350)
    expect(ticks).toEqual([100, 200, 300])
    stop()
    clock.advance(1_000)
    expect(ticks).toEqual([100, 200, 300])
  })

  test('behavior: cancel removes a pending timeout', () => {
    const clock = createManualClock()
    const fn = vi.fn()
    const cancel = clock.setTimeout(fn, 10)
    cancel()
    cancel()
    clock.advance(20)
    expect(fn).not.toHaveBeenCalled()
  })

  test('behavior: a zero-length interval cannot hang advance', () => {
    const clock = createManualClock()
    const tick = vi.fn()
    clock.setInterval(tick, 0)
    clock.advance(5)
    expect(tick).toHaveBeenCalledTimes(5)
  })
})
