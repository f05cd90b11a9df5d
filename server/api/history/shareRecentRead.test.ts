import { describe, expect, test } from 'vitest'
import { shareRecentRead } from './shareRecentRead.ts'

const chain = { chainId: 1 }

describe('shareRecentRead', () => {
  test('behavior: callers within maxAgeMs share one read; after it, a new read', async () => {
    let t = 0
    let reads = 0
    const prices = shareRecentRead(async () => ++reads, { maxAgeMs: 1_000, now: () => t })
    expect(await Promise.all([prices(chain), prices(chain)])).toEqual([1, 1])
    t = 999
    expect(await prices(chain)).toBe(1)
    t = 1_000
    expect(await prices(chain)).toBe(2)
    expect(reads).toBe(2)
  })

  test('behavior: each key has its own read', async () => {
    let reads = 0
    const prices = shareRecentRead(async (key: { chainId: number }) => key.chainId * 10 + ++reads, {
      maxAgeMs: 1_000,
      now: () => 0,
    })
    expect(await prices(chain)).toBe(11)
    expect(await prices({ chainId: 2 })).toBe(22)
  })

  test('behavior: a failed read is not kept; the next caller reads again', async () => {
    let reads = 0
    const prices = shareRecentRead(
      async () => {
        reads++
        if (reads === 1) throw new Error('node down')
        return 'prices'
      },
      { maxAgeMs: 1_000, now: () => 0 },
    )
    await expect(prices(chain)).rejects.toThrow('node down')
    expect(await prices(chain)).toBe('prices')
  })
})
