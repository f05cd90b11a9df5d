import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogger, type LogSink } from '../log/Logger'
import { createStorage, type StorageBackend } from './Storage'
import { storageKeys } from './storageKeys'

function memoryBackend() {
  const entries = new Map<string, string>()
  const backend: StorageBackend = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
  return { entries, backend }
}

function spyLogger() {
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LogSink
  return { sink, logger: createLogger({ level: 'warn', sink }) }
}

describe('createStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  test('behavior: values round-trip as JSON under the prefix', () => {
    const { entries, backend } = memoryBackend()
    const storage = createStorage({ backend: () => backend })
    storage.setItem(storageKeys.SMART_ACCOUNT_ENABLED, true)
    storage.setItem('recent', [{ id: 'a', rdns: 'io.a' }])
    expect(entries.get('@keyport/smart_account_enabled')).toBe('true')
    expect(storage.getItem<boolean>(storageKeys.SMART_ACCOUNT_ENABLED)).toBe(true)
    expect(storage.getItem('recent')).toEqual([{ id: 'a', rdns: 'io.a' }])
    expect(storage.getItem('missing')).toBeUndefined()
  })

  test('behavior: removeItem and setItem(undefined) delete the entry', () => {
    const { entries, backend } = memoryBackend()
    const storage = createStorage({ prefix: 'x:', backend: () => backend })
    storage.setItem('a', 1)
    storage.setItem('b', 2)
    storage.removeItem('a')
    storage.setItem('b', undefined)
    expect([...entries.keys()]).toEqual([])
  })

  test('behavior: with no storage at all every operation is a quiet no-op', () => {
    for (const backend of [() => undefined, () => null]) {
      const storage = createStorage({ backend })
      expect(() => storage.setItem('a', 1)).not.toThrow()
      expect(() => storage.removeItem('a')).not.toThrow()
      expect(storage.getItem('a')).toBeUndefined()
    }
  })

  test('behavior: the default backend is safe where localStorage does not exist', () => {
    vi.stubGlobal('localStorage', undefined)
    const storage = createStorage()
    storage.setItem('a', 1)
    expect(storage.getItem('a')).toBeUndefined()
  })

  test('behavior: a SecurityError on access is logged, not thrown', () => {
    const { sink, logger } = spyLogger()
    const denied = new DOMException('The operation is insecure.', 'SecurityError')
    const storage = createStorage({
      backend: () => {
        throw denied
      },
      logger,
    })
    expect(storage.getItem('a')).toBeUndefined()
    expect(() => storage.setItem('a', 1)).not.toThrow()
    expect(() => storage.removeItem('a')).not.toThrow()
    expect(sink.warn).toHaveBeenCalledWith("[keyport] storage: could not read 'a'", denied)
    expect(sink.warn).toHaveBeenCalledTimes(3)
  })

  test('behavior: a full quota on setItem is logged, not thrown', () => {
    const { sink, logger } = spyLogger()
    const { backend } = memoryBackend()
    backend.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    const storage = createStorage({ backend: () => backend, logger })
    expect(() => storage.setItem(storageKeys.EMAIL, 'ada@example.com')).not.toThrow()
    expect(sink.warn.mock.calls[0]?.[0]).toBe("[keyport] storage: could not write 'email'")
  })

  test('behavior: a value JSON cannot hold is logged, not thrown', () => {
    const { sink, logger } = spyLogger()
    const { backend } = memoryBackend()
    const storage = createStorage({ backend: () => backend, logger })
    expect(() => storage.setItem('big', 10n)).not.toThrow()
    expect(sink.warn).toHaveBeenCalledTimes(1)
  })

  test('behavior: corrupt JSON reads as undefined', () => {
    const { sink, logger } = spyLogger()
    const { entries, backend } = memoryBackend()
    entries.set('@keyport/session_token', '{not json')
    const storage = createStorage({ backend: () => backend, logger })
    expect(storage.getItem(storageKeys.SESSION_TOKEN)).toBeUndefined()
    expect(sink.warn.mock.calls[0]?.[0]).toBe("[keyport] storage: could not parse 'session_token'")
  })
})
