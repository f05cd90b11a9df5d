import type { Logger } from '../log/Logger'

/** The part of the Web Storage API the kernel uses. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** JSON key-value storage that never throws: a failure is logged and treated as "nothing". */
export interface KeyportStorage {
  /** The stored value, or `undefined` when it is missing, unreadable or not JSON. */
  getItem<T>(key: string): T | undefined
  /** Stores `value` as JSON; `undefined` removes the key. */
  setItem(key: string, value: unknown): void
  removeItem(key: string): void
}

export type CreateStorageParameters = {
  /**
   * Put before every key so Keyport's entries never clash with the host's.
   * @default '@keyport/'
   */
  prefix?: string
  /**
   * Returns the backing store. Called on every operation because reading `localStorage` itself
   * throws in sandboxed frames and with cookies blocked.
   * @default () => globalThis.localStorage
   */
  backend?: () => StorageBackend | undefined | null
  /** Receives a warning when the store is unusable. Without one, failures are silent. */
  logger?: Logger
}

/**
 * Creates the kernel's storage. It keeps working when there is no `localStorage` (server
 * rendering, Node), when access is denied (SecurityError), when the quota is full and when an
 * entry holds corrupt JSON.
 *
 * @example
 * const storage = createStorage()
 * storage.setItem(storageKeys.EMAIL, 'ada@example.com')
 * storage.getItem<string>(storageKeys.EMAIL) // 'ada@example.com'
 */
export function createStorage({
  prefix = '@keyport/',
  backend = () => globalThis.localStorage,
  logger,
}: CreateStorageParameters = {}): KeyportStorage {
  const attempt = <T>(action: string, key: string, run: (store: StorageBackend) => T) => {
    try {
      const store = backend()
      return store ? run(store) : undefined
    } catch (error) {
      logger?.warn(`storage: could not ${action} '${key}'`, error)
      return undefined
    }
  }

  const storage: KeyportStorage = {
    getItem<T>(key: string) {
      const raw = attempt('read', key, (store) => store.getItem(prefix + key))
      if (raw === undefined || raw === null) return undefined
      return attempt('parse', key, () => JSON.parse(raw) as T)
    },
    setItem(key, value) {
      if (value === undefined) return storage.removeItem(key)
      attempt('write', key, (store) => store.setItem(prefix + key, JSON.stringify(value)))
    },
    removeItem(key) {
      attempt('remove', key, (store) => store.removeItem(prefix + key))
    },
  }
  return storage
}
