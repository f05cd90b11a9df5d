import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkReadiness } from './checkReadiness.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('checkReadiness', () => {
  test('behavior: ready when every dependency answers', async () => {
    const report = await checkReadiness([
      { name: 'database', probe: async () => [{ one: 1 }] },
      { name: 'redis', probe: async () => 'PONG' },
    ])
    expect(report).toEqual({ ready: true })
  })

  test('behavior: a dependency that never answers fails after the timeout, named, without holding the others', async () => {
    vi.useFakeTimers()
    const failures: string[] = []
    const pending = checkReadiness(
      [
        { name: 'database', probe: async () => [] },
        { name: 'chain 1', probe: () => new Promise(() => {}) },
        {
          name: 'redis',
          probe: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379')),
        },
      ],
      { timeoutMs: 500, onFailure: (name) => failures.push(name) },
    )
    await vi.advanceTimersByTimeAsync(500)
    const report = await pending
    expect(report).toEqual({
      ready: false,
      failing: [
        { name: 'chain 1', problem: 'no answer within 500 ms' },
        { name: 'redis', problem: 'unreachable' },
      ],
    })
    // The error text (with its address) goes to the log, never into the answer.
    expect(JSON.stringify(report)).not.toContain('10.0.0.7')
    expect(failures.sort()).toEqual(['chain 1', 'redis'])
  })
})
