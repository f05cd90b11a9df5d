import { accountDataToken, connectionToken } from '@keyport/connect'
import {
  busToken,
  clockToken,
  dataApiToken,
  definePlugin,
  lazyService,
  type Plugin,
  type PluginContext,
  provide,
} from '@keyport/kernel'
import { type OnrampServiceLoader, onrampServiceToken } from './tokens.ts'

/**
 * The 'onramp' plugin: OnRampProviders (amount, currency, payment method and its limits, crypto,
 * quote, providers with 1-2 % fees), OnRampTokenSelect, OnRampFiatSelect and BuyInProgress. The
 * data API's options and URL generator name the providers: the local stack serves a sandbox
 * checkout, production a real one. Its code loads when an on-ramp view opens.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), onrampPlugin()] })
 */
export function onrampPlugin(): Plugin {
  return definePlugin({
    id: 'onramp',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.onrampTranslations),
    // Its views and Account-view actions load with the modal.
    modal: () => import('./modal.ts').then((part) => part.onrampModal),
    services: [provide(onrampServiceToken, lazyOnrampService)],
    setup: ({ resolve }) => {
      const loader = resolve(onrampServiceToken)
      return () => loader.dispose()
    },
  })
}

/** One service per kernel, created on the first `load()`, from code loaded only then. */
const lazyOnrampService = (context: PluginContext): OnrampServiceLoader =>
  lazyService(async () => {
    const [{ createOnrampService }, { createOnrampApi }] = await Promise.all([
      import('./services/createOnrampService.ts'),
      import('./services/createOnrampApi.ts'),
    ])
    return createOnrampService({
      api: createOnrampApi(context.resolve(dataApiToken)),
      connection: context.resolve(connectionToken),
      accountData: context.resolve(accountDataToken),
      clock: context.resolve(clockToken),
      bus: context.resolve(busToken),
    })
  })

export { defaultOnrampProviders, onrampChainNames } from './constants.ts'
export { OnrampAmountInvalidError, OnrampUnavailableError, OnrampUrlFailedError } from './errors.ts'
export type { OnrampService, OnrampState } from './services/createOnrampService.ts'
export { type OnrampServiceLoader, onrampServiceToken } from './tokens.ts'
