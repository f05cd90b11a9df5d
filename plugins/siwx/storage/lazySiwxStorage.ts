import type { SiwxStorage } from './SiwxStorage.ts'

/**
 * A storage whose implementation loads on first use, so its code (and its zod schemas) stay out
 * of the host page's first bundle.
 *
 * @example
 * const storage = lazySiwxStorage(() => import('./createServerSiwxStorage.ts').then(...))
 */
export function lazySiwxStorage(load: () => Promise<SiwxStorage>): SiwxStorage {
  let loaded: Promise<SiwxStorage> | undefined
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  return {
    getNonce: async (input) => (await get()).getNonce(input),
    add: async (session) => (await get()).add(session),
    get: async (input) => (await get()).get(input),
    delete: async (input) => (await get()).delete(input),
  }
}
