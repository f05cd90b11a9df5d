import { describe, expect, test, vi } from 'vitest'
import { lazyService } from './lazyService'

describe('lazyService', () => {
  test('behavior: creates the service once, on the first load', async () => {
    const create = vi.fn(async () => ({ id: Math.random(), dispose: vi.fn() }))
    const lazy = lazyService(create)
    expect(create).not.toHaveBeenCalled()
    const first = lazy.load()
    expect(lazy.load()).toBe(first)
    expect(await first).toBe(await lazy.load())
    expect(create).toHaveBeenCalledTimes(1)
  })

  test('behavior: dispose stops a loaded service, or one still loading when it arrives', async () => {
    const service = { dispose: vi.fn() }
    const lazy = lazyService(async () => service)
    const loading = lazy.load()
    lazy.dispose()
    await loading
    await Promise.resolve()
    expect(service.dispose).toHaveBeenCalledTimes(1)
    lazyService(async () => service).dispose()
    expect(service.dispose).toHaveBeenCalledTimes(1)
  })

  test('behavior: a failed load is forgotten, so the next load tries again', async () => {
    const create = vi
      .fn<() => Promise<{ dispose(): void }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ dispose: () => {} })
    const lazy = lazyService(create)
    await expect(lazy.load()).rejects.toThrow('chunk failed')
    await expect(lazy.load()).resolves.toBeDefined()
    expect(create).toHaveBeenCalledTimes(2)
  })
})
