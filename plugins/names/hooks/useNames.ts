import { useObservable, usePromise, useService } from '@keyport/kernel/react'
import type { NameRegistrationState } from '../services/createNameRegistration.ts'
import type { NameSearchState } from '../services/createNameSearch.ts'
import type { NamesService } from '../services/createNamesService.ts'
import { namesServiceToken } from '../tokens.ts'

/**
 * The names service with its search and registration state, for the names views. The first call
 * suspends until the service's code has loaded (the view's Suspense shows the spinner).
 *
 * @example
 * const { names, search, registration } = useNames()
 * names.search.search('alice')
 */
export function useNames(): {
  names: NamesService
  search: NameSearchState
  registration: NameRegistrationState
} {
  const names = usePromise(useService(namesServiceToken).load())
  const search = useObservable(names.search.state$, () => names.search.state)
  const registration = useObservable(names.registration.state$, () => names.registration.state)
  return { names, search, registration }
}
