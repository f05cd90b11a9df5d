// Shared vitest setup: unmount React trees between tests so one test's DOM never leaks into the next.
import { afterEach, beforeAll } from 'vitest'

// The first findBy* of a file waits for lazily imported modal and view modules, which vitest
// transforms on first import: on a loaded 2-core machine that takes more than the default 1 s.
beforeAll(async () => {
  if (typeof document === 'undefined') return
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5_000 })
})

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
