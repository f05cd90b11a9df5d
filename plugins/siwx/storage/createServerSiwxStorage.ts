import { type HttpClient, HttpStatusError, type KeyportStorage, type Logger } from '@keyport/kernel'
import type * as z from 'zod'
import type { SiwxSession } from '../SiwxSession.ts'
import { createSessionResponseSchema, sessionNonceSchema, sessionSchema } from '../schemas.ts'
import { isStoredSession } from './createLocalSiwxStorage.ts'
import type { SiwxStorage } from './SiwxStorage.ts'
import { sessionBelongsTo } from './sessionBelongsTo.ts'
import { sessionLive } from './sessionLive.ts'

/** The kernel storage key (under `@keyport/`) of the server sessions this browser holds. */
export const SERVER_SESSIONS_KEY = 'siwx.server-sessions'

type ServerSession = SiwxSession & { id: string; token: string }

const parse = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new TypeError(`The data API sent an invalid ${what}.`)
  return parsed.data
}

/**
 * Sessions kept by the data API: it issues each nonce, verifies the signature (EOA, ERC-1271,
 * ERC-6492) and answers the session's id and bearer token, which this browser keeps in the
 * kernel's storage so a reload finds them. `get` asks the API again, so a session revoked or
 * expired elsewhere is dropped; when the API cannot be reached, a session that has not expired
 * is trusted until it answers again. `delete` revokes with the token.
 *
 * @example
 * const storage = createServerSiwxStorage({ dataApi, storage: kernelStorage, logger })
 */
export function createServerSiwxStorage({
  dataApi,
  storage,
  logger,
  now = Date.now,
}: {
  dataApi: HttpClient
  storage: KeyportStorage
  logger?: Logger
  /** @default Date.now */
  now?: () => number
}): SiwxStorage {
  const read = (): ServerSession[] => {
    const stored = storage.getItem<unknown[]>(SERVER_SESSIONS_KEY)
    return (Array.isArray(stored) ? stored.filter(isStoredSession) : []).filter(
      (session): session is ServerSession =>
        typeof session.id === 'string' && typeof session.token === 'string',
    )
  }
  const write = (sessions: ServerSession[]) =>
    storage.setItem(SERVER_SESSIONS_KEY, sessions.length ? sessions : undefined)
  const forget = (ids: ReadonlySet<string>) => write(read().filter((s) => !ids.has(s.id)))

  /** True when the API vouches for the session, false when it refuses it, undefined when unsure. */
  const check = async (session: ServerSession): Promise<boolean | undefined> => {
    try {
      const answer = await dataApi.post({
        path: '/v1/sessions/verify',
        body: { token: session.token },
      })
      const verified = parse(sessionSchema, answer, 'session')
      return !verified.revoked && Date.parse(verified.expiresAt) > now()
    } catch (error) {
      // 429 says "not now", not "no".
      if (error instanceof HttpStatusError && error.status < 500 && error.status !== 429)
        return false
      logger?.warn('siwx: the data API could not check a session; keeping it for now', error)
      return undefined
    }
  }

  return {
    async getNonce() {
      const answer = await dataApi.post({ path: '/v1/sessions/nonce' })
      return parse(sessionNonceSchema, answer, 'nonce').nonce
    },
    async add(session) {
      const answer = await dataApi.post({
        path: '/v1/sessions',
        body: {
          address: session.data.accountAddress,
          chainId: session.data.chainId,
          message: session.message,
          signature: session.signature,
        },
      })
      const created = parse(createSessionResponseSchema, answer, 'session')
      const stored: ServerSession = {
        ...session,
        id: created.id,
        token: created.token,
        // The server may shorten the session (it caps lifetimes); its word is the one that holds.
        data: { ...session.data, expirationTime: created.expiresAt },
      }
      write([stored, ...read().filter((s) => s.id !== stored.id)])
      return stored
    },
    async get({ address, chainId }) {
      const mine = read().filter((session) => sessionBelongsTo(session, { address, chainId }))
      const verdicts = await Promise.all(
        mine.map((session) => (sessionLive(session, now()) ? check(session) : false)),
      )
      const refused = new Set(mine.filter((_, i) => verdicts[i] === false).map((s) => s.id))
      if (refused.size) forget(refused)
      return mine.filter((session) => !refused.has(session.id))
    },
    async delete(input) {
      const mine = read().filter((session) => sessionBelongsTo(session, input))
      forget(new Set(mine.map((s) => s.id)))
      await Promise.all(
        mine.map((session) =>
          dataApi
            .post({ path: `/v1/sessions/${session.id}/revoke`, body: { token: session.token } })
            .catch((error: unknown) => logger?.warn('siwx: could not revoke a session', error)),
        ),
      )
    },
  }
}
