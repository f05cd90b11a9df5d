import { accountDataToken, connectionToken, connectorsToken } from '@keyport/connect'
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
import type {} from './events.ts'
import { type NamesServiceLoader, namesServiceToken } from './tokens.ts'

/**
 * The 'names' plugin: ChooseAccountName, RegisterAccountName (suggestions as you type,
 * availability, the name rule) and RegisterAccountNameSuccess, over the data API's keyport.id name
 * service. Registration follows spec §4: the connected wallet signs {name, attributes, timestamp}
 * and the Account view then shows the name. Names are eip155 only; registering needs the
 * embedded wallet's auth connector in the app (the email-social plugin). Its code loads when a
 * names view opens.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), emailSocialPlugin({ frameUrl }), namesPlugin()] })
 */
export function namesPlugin(): Plugin {
  return definePlugin({
    id: 'names',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.namesTranslations),
    // Its views and Account-view actions load with the modal.
    modal: () => import('./modal.ts').then((part) => part.namesModal),
    services: [provide(namesServiceToken, lazyNamesService)],
    setup: ({ resolve }) => {
      const loader = resolve(namesServiceToken)
      return () => loader.dispose()
    },
  })
}

/** One service per kernel, created on the first `load()`, from code loaded only then. */
const lazyNamesService = (context: PluginContext): NamesServiceLoader =>
  lazyService(async () => {
    const { createNamesService } = await import('./services/createNamesService.ts')
    return createNamesService({
      dataApi: context.resolve(dataApiToken),
      connection: context.resolve(connectionToken),
      connectors: context.resolve(connectorsToken),
      accountData: context.resolve(accountDataToken),
      router: context.router,
      modal: context.modal,
      bus: context.resolve(busToken),
      clock: context.resolve(clockToken),
    })
  })

export {
  ChainIdInvalidError,
  NameRegistrationError,
  NamesError,
  type NamesErrorCode,
  SignatureDeclinedError,
} from './errors.ts'
export { useNames } from './hooks/useNames.ts'
export type { NameApi, NameSuggestion } from './services/createNameApi.ts'
export type {
  NameRegistration,
  NameRegistrationState,
  NamesNamespace,
} from './services/createNameRegistration.ts'
export type { NameSearch, NameSearchState } from './services/createNameSearch.ts'
export type { NamesService } from './services/createNamesService.ts'
export { type NamesServiceLoader, namesServiceToken } from './tokens.ts'
