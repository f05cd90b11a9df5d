// Shared vitest setup: unmount React trees between tests so one test's DOM never leaks into the next.
import { afterEach } from 'vitest'

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
