import type { Clock, HttpClient } from '@keyport/kernel'
import { nameZone } from '../accountName.ts'
import { NamesError } from '../errors.ts'
import {
  type NameProfile,
  nameSuggestionsResponseSchema,
  profileReverseResponseSchema,
  type RegisterNameRequest,
  registerNameResponseSchema,
} from '../schemas.ts'

/** Spec §9: names of an address are cached 5 minutes. */
export const NAME_CACHE_MS = 5 * 60_000

/** One answer of the suggestions endpoint: the asked name first, then free variants. */
export type NameSuggestion = { name: string; registered: boolean }

/** Spec §3 "Ens cache entry": the names of an address and when they were read. */
type NameCacheEntry = { address: string; ens: readonly NameProfile[]; timestamp: number }

/**
 * The name-service calls of the data API (spec §7 profile endpoints). Implemented by
 * `createNameApi` (same file).
 */
export interface NameApi {
  /** Whether `label` is taken and free variants of it; throws 'Error fetching name suggestions'. */
  suggestions(label: string, signal?: AbortSignal): Promise<readonly NameSuggestion[]>
  /** The names of an address, newest first, cached 5 minutes; throws 'Error fetching names for address'. */
  namesForAddress(address: string): Promise<readonly NameProfile[]>
  /** Drops the cached names of an address (after it registered one). */
  forget(address: string): void
  /** `POST /v1/profile/account`; rejects with the HTTP error (its reasons say what was refused). */
  register(request: RegisterNameRequest): Promise<void>
}

/**
 * Creates the name-service client over the kernel's data API client. Answers are checked with the
 * schemas the server answers with; a failure is a `NamesError` whose text is the API's first reason
 * when it gave one, else the spec's fallback text (§8).
 *
 * @example
 * const api = createNameApi({ dataApi, clock })
 * await api.suggestions('alice') // [{ name: 'alice.keyport.id', registered: true }, { name: 'alice1.keyport.id', registered: false }, …]
 */
export function createNameApi({ dataApi, clock }: { dataApi: HttpClient; clock: Clock }): NameApi {
  const cache = new Map<string, NameCacheEntry>()
  const key = (address: string) => address.toLowerCase()

  return {
    async suggestions(label, signal) {
      try {
        const answer = await dataApi.get({
          path: `/v1/profile/suggestions/${encodeURIComponent(label)}`,
          params: { zone: nameZone },
          signal,
        })
        return nameSuggestionsResponseSchema.parse(answer).suggestions
      } catch (error) {
        if (signal?.aborted) throw error
        throw new NamesError('suggestions', {}, { cause: error })
      }
    },

    async namesForAddress(address) {
      const cached = cache.get(key(address))
      if (cached && clock.now() - cached.timestamp < NAME_CACHE_MS) return cached.ens
      try {
        const answer = await dataApi.get({
          path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
          params: { sender: address, apiVersion: '2' },
        })
        const ens = profileReverseResponseSchema.parse(answer)
        cache.set(key(address), { address, ens, timestamp: clock.now() })
        return ens
      } catch (error) {
        throw new NamesError('namesForAddress', {}, { cause: error })
      }
    },

    forget(address) {
      cache.delete(key(address))
    },

    async register(request) {
      const answer = await dataApi.post({ path: '/v1/profile/account', body: request })
      registerNameResponseSchema.parse(answer)
    },
  }
}
