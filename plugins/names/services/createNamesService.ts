import type { HttpClient } from '@keyport/kernel'
import { createNameApi, type NameApi } from './createNameApi.ts'
import {
  type CreateNameRegistrationParameters,
  createNameRegistration,
  type NameRegistration,
} from './createNameRegistration.ts'
import { createNameSearch, type NameSearch } from './createNameSearch.ts'

/** Everything the names views use: the API client, the search as you type, the registration. */
export type NamesService = {
  api: NameApi
  search: NameSearch
  registration: NameRegistration
  dispose(): void
}

export type CreateNamesServiceParameters = Omit<CreateNameRegistrationParameters, 'api'> & {
  /** The kernel's data API client (`dataApiToken`). */
  dataApi: HttpClient
}

/**
 * Creates the names service of one kernel.
 *
 * @example
 * const names = createNamesService({ dataApi, connection, connectors, accountData, router, modal, bus, clock })
 * names.search.search('alice')
 */
export function createNamesService({
  dataApi,
  ...deps
}: CreateNamesServiceParameters): NamesService {
  const api = createNameApi({ dataApi, clock: deps.clock })
  const search = createNameSearch({ api, clock: deps.clock })
  const registration = createNameRegistration({ api, ...deps })
  return {
    api,
    search,
    registration,
    dispose() {
      search.dispose()
      registration.dispose()
    },
  }
}
