import type { Clock, KeyportStorage } from '@keyport/kernel'
import type { SiwxSession } from '../SiwxSession.ts'
import type { SiwxStorage } from './SiwxStorage.ts'
import { sessionBelongsTo } from './sessionBelongsTo.ts'
import { sessionCovers } from './sessionCovers.ts'
import { sessionLive } from './sessionLive.ts'

/** The kernel storage key (under `@keyport/`) of local sessions. */
export const LOCAL_SESSIONS_KEY = 'siwx.sessions'

/** Whether a stored value still looks like a session (storage can hold anything). */
export function isStoredSession(value: unknown): value is SiwxSession {
  const session = value as SiwxSession | null
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.message === 'string' &&
    typeof session.signature === 'string' &&
    typeof session.data?.accountAddress === 'string' &&
    typeof session.data?.chainId === 'string'
  )
}

/**
 * Sessions in the kernel's browser storage: they survive reloads and never leave the page, so
 * they gate the UI but prove nothing to a backend (use `createServerSiwxStorage` for that).
 * Nonces are random here. Expired and unreadable entries are dropped as they are met.
 *
 * @example
 * const storage = createLocalSiwxStorage({ storage: kernelStorage, clock })
 */
export function createLocalSiwxStorage({
  storage,
  clock,
}: {
  storage: KeyportStorage
  clock: Pick<Clock, 'now'>
}): SiwxStorage {
  const read = () => {
    const stored = storage.getItem<unknown[]>(LOCAL_SESSIONS_KEY)
    const sessions = Array.isArray(stored) ? stored.filter(isStoredSession) : []
    return sessions.filter((session) => sessionLive(session, clock.now()))
  }
  const write = (sessions: SiwxSession[]) =>
    storage.setItem(LOCAL_SESSIONS_KEY, sessions.length ? sessions : undefined)

  return {
    async getNonce() {
      const bytes = crypto.getRandomValues(new Uint8Array(16))
      return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
    },
    async add(session) {
      write([session, ...read()])
      return session
    },
    async get({ address, chainId }) {
      const sessions = read()
      write(sessions)
      return sessions.filter((session) =>
        sessionCovers(session, { address, chainId, now: clock.now() }),
      )
    },
    async delete(input) {
      write(read().filter((session) => !sessionBelongsTo(session, input)))
    },
  }
}
