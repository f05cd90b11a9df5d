import { describe, expect, test, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  test('behavior: loads once per key, however often it is asked', async () => {
    const key = {}
    const load = vi.fn(async () => ({ default: 'view' }))
    const [a, b] = await Promise.all([loadOnce(key, load), loadOnce(key, load)])
    await loadOnce(key, load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(a).toBe(b)
  })

  test('behavior: once loaded, it calls back before returning, and still chains', async () => {
    const key = {}
    await loadOnce(key, async () => ({ default: 'view' }))
    let seen: string | undefined
    const chained = loadOnce(key, async () => ({ default: 'other' })).then((module) => {
      seen = module.default
      return `${module.default}!`
    })
    expect(seen).toBe('view')
    expect(await chained).toBe('view!')
  })

  test('behavior: a failed load is forgotten, so the next call tries again', async () => {
    const key = {}
    const load = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: 'view' })
    await expect(loadOnce(key, load)).rejects.toThrow('offline')
    expect((await loadOnce(key, load)).default).toBe('view')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
