import { describe, expect, test } from 'vitest'
import { dueCount, runOpenLoop } from './runOpenLoop.ts'

describe('dueCount', () => {
  test('behavior: request i is due at i / rate seconds, capped at the total', () => {
    expect(dueCount(0, 100, 500)).toBe(1)
    expect(dueCount(9.99, 100, 500)).toBe(1)
    expect(dueCount(10, 100, 500)).toBe(2)
    expect(dueCount(1_000, 100, 500)).toBe(101)
    expect(dueCount(60_000, 100, 500)).toBe(500)
    expect(dueCount(-1, 100, 500)).toBe(0)
  })
})

// A clock that only moves when the schedule waits for its next tick: no real time passes.
function fakeClock(stepMs: number) {
  let t = 0
  return {
    now: () => t,
    tick: async () => {
      t += stepMs
    },
    advance: (ms: number) => {
      t += ms
    },
  }
}

describe('runOpenLoop', () => {
  test('behavior: a slow answer does not hold back the next send (open loop)', async () => {
    const clock = fakeClock(10)
    const sentAt: number[] = []
    const answers: (() => void)[] = []
    const run = runOpenLoop({
      rate: 100,
      seconds: 0.1,
      now: clock.now,
      tick: clock.tick,
      // No answer comes until the schedule is over: a closed loop would send only one request.
      send: (i) => {
        sentAt[i] = clock.now()
        return new Promise((resolve) => answers.push(() => resolve(200)))
      },
    })
    await Promise.resolve()
    while (answers.length < 10) await Promise.resolve()
    expect(sentAt).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
    clock.advance(500)
    for (const answer of answers) answer()
    const result = await run
    expect(result.sent).toBe(10)
    expect(result.ok).toBe(10)
    // Each latency counts from the request's due time: the first waited longest.
    expect(result.latency.maxMs).toBe(590)
    expect(result.latency.p50Ms).toBe(540)
  })

  test('behavior: non-2xx answers, 429 included, and network errors are errors', async () => {
    const clock = fakeClock(1)
    const statuses = [200, 204, 429, 500, 0]
    const result = await runOpenLoop({
      rate: 1000,
      seconds: 0.006,
      now: clock.now,
      tick: clock.tick,
      send: async (i) => {
        if (i === 5) throw new Error('socket hang up')
        return statuses[i] as number
      },
    })
    expect(result.sent).toBe(6)
    expect(result.ok).toBe(2)
    expect(result.errors).toBe(4)
    expect(result.statuses).toEqual({ '0': 2, '200': 1, '204': 1, '429': 1, '500': 1 })
  })
})
