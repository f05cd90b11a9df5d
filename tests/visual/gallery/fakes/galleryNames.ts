import { accountDataToken, connectionToken, connectorsToken } from '@keyport/connect'
import { clockToken, provide } from '@keyport/kernel'
import { namesServiceToken } from '@keyport/names'
import type { NameApi } from '../../../../plugins/names/services/createNameApi.ts'
import { createNameRegistration } from '../../../../plugins/names/services/createNameRegistration.ts'
import { createNameSearch } from '../../../../plugins/names/services/createNameSearch.ts'
import { settled } from './settled.ts'

/** A name service where 'ada' is taken and its variants are free; nothing is registered. */
const nameApi: NameApi = {
  suggestions: async (label) => [
    { name: `${label}.keyport.id`, registered: true },
    { name: `${label}1.keyport.id`, registered: false },
    { name: `${label}-eth.keyport.id`, registered: false },
  ],
  namesForAddress: async () => [],
  forget: () => {},
  register: async () => undefined,
}

/** The names plugin's real search and registration over a fixed name API. */
export function galleryNames() {
  return provide(namesServiceToken, ({ resolve, router, modal, bus }) => {
    const clock = resolve(clockToken)
    const search = createNameSearch({ api: nameApi, clock })
    const registration = createNameRegistration({
      api: nameApi,
      connection: resolve(connectionToken),
      connectors: resolve(connectorsToken),
      accountData: resolve(accountDataToken),
      router,
      modal,
      bus,
      clock,
    })
    const service = {
      api: nameApi,
      search,
      registration,
      dispose: () => {
        search.dispose()
        registration.dispose()
      },
    }
    const loaded = settled(service)
    return { load: () => loaded, dispose: service.dispose }
  })
}
