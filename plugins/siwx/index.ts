import { connectionToken, connectorsToken, walletConnectAuthToken } from '@keyport/connect'
import {
  clockToken,
  definePlugin,
  type Plugin,
  type PluginContext,
  provide,
  toastToken,
} from '@keyport/kernel'
import type {} from './events.ts'
import type { SiwxSettings } from './services/createSiwxService.ts'
import { createSiwxWalletConnectAuth } from './services/createSiwxWalletConnectAuth.ts'
import { lazySiwxService } from './services/lazySiwxService.ts'
import { createSiwxSigners, type SiwxSigner } from './services/SiwxSigners.ts'
import { lazySiwxStorage } from './storage/lazySiwxStorage.ts'
import type { SiwxStorage } from './storage/SiwxStorage.ts'
import { siwxSignersToken, siwxStorageToken, siwxToken } from './tokens.ts'

const week = 7 * 24 * 60 * 60_000

export type SiwxPluginParameters = {
  /**
   * Sign-in is required: the SIWXSignMessage view cannot be closed without a session, and
   * cancelling disconnects the wallet.
   * @default false
   */
  required?: boolean
  /**
   * Where sessions live: `'server'` (the data API verifies each signature and keeps the session;
   * a host backend can check its token), `'local'` (this browser only), or your own `SiwxStorage`.
   * @default 'server' when the app set `apiUrl`, else 'local'
   */
  storage?: 'local' | 'server' | SiwxStorage
  /** Disconnecting the wallet removes its sessions. @default true */
  signOutOnDisconnect?: boolean
  /** How long a signed message, and so the session, stays valid. @default 7 days */
  expiresInMs?: number
  /** The domain the message names. @default location.host */
  domain?: string
  /** The URI the message names; it must be on `domain`. @default location.origin */
  uri?: string
  /** The line the wallet shows above the message's fields. @default 'Sign in to <metadata.name>.' */
  statement?: string
  /**
   * A WalletConnect wallet that supports one-click auth (`wc_sessionAuthenticate`) signs in while
   * it pairs, on an app with eip155 networks only. @default true
   */
  oneClickAuth?: boolean
}

// A signer whose code loads on its first signature: an EVM-only app never fetches Solana's.
const lazySigner = (
  namespace: string,
  ready: () => boolean,
  load: () => Promise<SiwxSigner>,
): SiwxSigner => ({
  namespace,
  ready,
  signMessage: (input) => load().then((signer) => signer.signMessage(input)),
})

// The storage's code loads with the sign-in service, the only one that uses it.
function storageFor(choice: SiwxPluginParameters['storage'], context: PluginContext): SiwxStorage {
  if (typeof choice === 'object') return choice
  return lazySiwxStorage(() =>
    import('./storage/createSiwxStorage.ts').then(({ createSiwxStorage }) =>
      createSiwxStorage(choice, context),
    ),
  )
}

/**
 * The 'siwx' plugin: sign in with a wallet (spec section 4). After a wallet connects, an account
 * with no session covering it and its chain is asked to sign a message in the SIWXSignMessage
 * view (EIP-4361 on eip155; Sign-In With Solana, a CAIP-122 message signed through the connected
 * wallet's `solana:signMessage`, on a Solana network); the session lasts across reloads, and an
 * account, network or namespace switch asks again only when not covered. With the data API
 * (`storage: 'server'`) each signature is verified server-side and the session's token lets a
 * host backend check its user (`verifySiwxSession`).
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), siwxPlugin({ required: true })] })
 */
export function siwxPlugin(parameters: SiwxPluginParameters = {}): Plugin {
  if (parameters.expiresInMs !== undefined && !(parameters.expiresInMs > 0))
    throw new TypeError('siwxPlugin({ expiresInMs }) must be a positive number of milliseconds.')
  return definePlugin({
    id: 'siwx',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.siwxTranslations),
    // Its view loads with the modal.
    modal: () => import('./modal.ts').then((part) => part.siwxModal),
    services: [
      provide(siwxStorageToken, (context) => storageFor(parameters.storage, context)),
      provide(siwxSignersToken, ({ resolve }) => {
        const connection = resolve(connectionToken)
        const connectors = resolve(connectorsToken)
        const provider = () => connection.provider()
        // Every Solana connector presents a Wallet Standard wallet (browser, WalletConnect, embedded).
        const solanaWallet = () =>
          connection.state.namespace === 'solana'
            ? connectors.get(connection.state.connectorId ?? '')?.solana?.wallet
            : undefined
        return createSiwxSigners([
          lazySigner(
            'eip155',
            () => provider() !== undefined,
            () =>
              import('./services/createEip155SiwxSigner.ts').then((signer) =>
                signer.createEip155SiwxSigner(provider),
              ),
          ),
          lazySigner(
            'solana',
            () => solanaWallet() !== undefined,
            () =>
              import('./services/createWalletStandardSiwxSigner.ts').then((signer) =>
                signer.createWalletStandardSiwxSigner(solanaWallet),
              ),
          ),
        ])
      }),
      provide(siwxToken, (context) => {
        const { resolve, bus, modal, router, i18n, logger, options } = context
        const appName = options.metadata?.name
        const settings: SiwxSettings = {
          required: parameters.required ?? false,
          signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
          expiresInMs: parameters.expiresInMs ?? week,
          domain: parameters.domain,
          uri: parameters.uri,
          statement: parameters.statement ?? (appName ? `Sign in to ${appName}.` : undefined),
        }
        // The service's code loads when a wallet connects: before that there is nothing to sign.
        return lazySiwxService({
          connection: resolve(connectionToken),
          required: settings.required,
          logger,
          // Its toasts are texts of this plugin: they load with it, whether or not the modal did.
          load: () =>
            Promise.all([import('./services/createSiwxService.ts'), i18n.load()]).then(
              ([{ createSiwxService }]) =>
                createSiwxService({
                  connection: resolve(connectionToken),
                  storage: resolve(siwxStorageToken),
                  signers: resolve(siwxSignersToken),
                  modal,
                  router,
                  toast: resolve(toastToken),
                  bus,
                  t: i18n.t,
                  clock: resolve(clockToken),
                  settings,
                  logger,
                }),
            ),
        })
      }),
    ],
    setup({ resolve, logger }) {
      const siwx = resolve(siwxToken)
      const clock = resolve(clockToken)
      // WalletConnect's one-click auth: a wallet that supports it signs in as it pairs.
      const removeAuth =
        parameters.oneClickAuth === false
          ? () => {}
          : resolve(walletConnectAuthToken).add(
              createSiwxWalletConnectAuth({ siwx, now: () => clock.now(), logger }),
            )
      return () => {
        removeAuth()
        siwx.dispose()
      }
    },
  })
}

export {
  SiwxCacaoInvalidError,
  SiwxNamespaceUnsupportedError,
  SiwxNoActiveCaipAddressError,
  SiwxNoActiveCaipNetworkError,
  SiwxNoConnectionClientError,
  SiwxNotEnabledError,
  SiwxSessionFailedError,
  SiwxSignatureDeclinedError,
  SiwxSignatureInvalidError,
} from './errors.ts'
export { type UseSiwxSessionReturnType, useSiwxSession } from './hooks/useSiwxSession.ts'
export type { CaipNetworkId, SiwxMessageData } from './message/SiwxMessageData.ts'
export { requireSiwx } from './requireSiwx.ts'
export type { SiwxSession } from './SiwxSession.ts'
export { assertSiwxAuthenticateNamespaces } from './services/assertSiwxAuthenticateNamespaces.ts'
export {
  type CreateSolanaSiwxSignerParameters,
  createSolanaSiwxSigner,
} from './services/createSolanaSiwxSigner.ts'
export type {
  SiwxAuthenticateRequest,
  SiwxService,
  SiwxState,
  SiwxStatus,
} from './services/SiwxService.ts'
export type { SiwxSigner, SiwxSigners } from './services/SiwxSigners.ts'
export { createLocalSiwxStorage } from './storage/createLocalSiwxStorage.ts'
export type { SiwxStorage } from './storage/SiwxStorage.ts'
export { siwxSignersToken, siwxStorageToken, siwxToken } from './tokens.ts'
