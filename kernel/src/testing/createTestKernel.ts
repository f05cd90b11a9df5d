import { type CreateKernelParameters, createKernel } from '../kernel/createKernel'
import { createManualClock } from '../time/ManualClock'

/** An in-memory Web Storage, so tests never touch the real one. */
export function createMemoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

/**
 * A started kernel for tests: a manual clock, in-memory storage, silent logs.
 *
 * @example
 * const kernel = createTestKernel({ plugins: [helloPlugin()] })
 * kernel.clock.advance(150)
 */
export function createTestKernel({
  plugins,
  options = {},
  overrides,
}: CreateKernelParameters = {}) {
  const clock = createManualClock(Date.UTC(2026, 0, 1))
  const storage = createMemoryStorage()
  const kernel = createKernel({
    plugins,
    overrides,
    options: { logLevel: 'silent', themeMode: 'light', clock, storage: () => storage, ...options },
  })
  kernel.start()
  return Object.assign(kernel, { clock })
}
