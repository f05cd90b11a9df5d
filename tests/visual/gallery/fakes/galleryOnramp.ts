import { accountDataToken, connectionToken } from '@keyport/connect'
import { busToken, clockToken, provide } from '@keyport/kernel'
import { onrampServiceToken } from '@keyport/onramp'
import { createOnrampService } from '../../../../plugins/onramp/services/createOnrampService.ts'
import { ethQuote, fakeOnrampApi } from '../../../../plugins/onramp/testing/fakeOnrampApi.ts'
import { settled } from './settled.ts'

/** The on-ramp's real service over the local stack's options; every quote is 100 USD of ETH. */
export function galleryOnramp() {
  return provide(onrampServiceToken, ({ resolve }) => {
    const { api } = fakeOnrampApi()
    const service = createOnrampService({
      api: { ...api, quote: async () => ethQuote },
      connection: resolve(connectionToken),
      accountData: resolve(accountDataToken),
      clock: resolve(clockToken),
      bus: resolve(busToken),
      debounceMs: 0,
    })
    const loaded = settled(service)
    return { load: () => loaded, dispose: () => service.dispose() }
  })
}
