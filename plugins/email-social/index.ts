import { connectionToken, connectorsToken } from '@keyport/connect'
import {
  type AccountType,
  clockToken,
  definePlugin,
  FrameNotConfiguredError,
  frameTransportToken,
  type Plugin,
  type PluginContext,
  provide,
  storageKeys,
  storageToken,
  toastToken,
} from '@keyport/kernel'
import { createAuthConnector } from './connectors/createAuthConnector.ts'
import type {} from './events.ts'
import { lazyEmbeddedWallet } from './services/lazyEmbeddedWallet.ts'
import { embeddedWalletToken, socialOptionsToken } from './tokens.ts'

export type EmailSocialPluginParameters = {
  /**
   * The eip155 account type asked for at login on networks with smart accounts (elsewhere eoa);
   * falls back to 'eoa' when the frame refuses. The user's own switch, stored, wins. `'eip7702'`
   * is the EOA upgraded in place (EIP-7702) on chains with a KeyportDelegate: the same address,
   * with batches and sponsored gas; the frame asks for the delegation on a card before the first
   * operation.
   * @default 'smartAccount' (spec section 3)
   * @example emailSocialPlugin({ preferredAccountType: 'eip7702' })
   */
  preferredAccountType?: AccountType
}

/**
 * The 'email-social' plugin: email one-time code, social and farcaster login into the embedded
 * wallet that lives in the secure frame; its connector ('auth'), the Connect view's email field
 * and social buttons, and the EmailLogin, EmailVerifyOtp, EmailVerifyDevice, ConnectSocials,
 * ConnectingSocial, ConnectingFarcaster, UpdateEmail, ExportWallet and ApproveTransaction views.
 * It talks to the frame through the kernel's transport (`frameTransportToken`), so the app sets
 * the frame's site as the `frameUrl` option; nothing loads until a login starts.
 *
 * @example
 * createKeyport({
 *   projectId: 'keyport-dev',
 *   frameUrl: 'http://127.0.0.1:5174',
 *   plugins: [connectPlugin({ networks }), emailSocialPlugin()],
 * })
 */
export function emailSocialPlugin({
  preferredAccountType,
}: EmailSocialPluginParameters = {}): Plugin {
  return definePlugin({
    id: 'email-social',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.emailSocialTranslations),
    // Its views, Connect-view sections and Account-view action load with the modal.
    modal: () => import('./modal.ts').then((part) => part.emailSocialModal),
    services: [
      provide(socialOptionsToken, ({ options }) => {
        if (!options.frameUrl) throw new FrameNotConfiguredError()
        return { frameUrl: options.frameUrl, projectId: options.projectId ?? '' }
      }),
      // The wallet's code loads on its first call (a login, or a previous login's reconnect).
      provide(embeddedWalletToken, ({ resolve, logger, flags }) =>
        lazyEmbeddedWallet(async () => {
          const { createEmbeddedWallet } = await import('./services/createEmbeddedWallet.ts')
          return createEmbeddedWallet({
            storage: resolve(storageToken),
            clock: resolve(clockToken),
            logger,
            preferredAccountType,
            smartSessions: () => flags.get('smartSessions'),
            transport: resolve(frameTransportToken),
          })
        }, logger),
      ),
    ],
    setup,
  })
}

/**
 * Registers the 'auth' connector, loads the frame at start when a previous login exists, shows
 * ApproveTransaction while the frame asks for approval, and aborts the open signing requests
 * when the modal closes.
 */
function setup({ resolve, bus, modal, router, logger, i18n }: PluginContext) {
  // Fails the start at once, naming the missing frameUrl option, rather than at the first login.
  resolve(socialOptionsToken)
  const storage = resolve(storageToken)
  const wallet = resolve(embeddedWalletToken)
  const toast = resolve(toastToken)
  // Spec section 6: a method the frame refuses shows 'Action not allowed' (the texts load with
  // the modal; a refusal before that still shows the English text).
  const onRefused = () => {
    const text = i18n.t('toast.notAllowed')
    toast.showError(text === 'toast.notAllowed' ? 'Action not allowed' : text)
  }
  const removeConnector = resolve(connectorsToken).add(
    createAuthConnector({ wallet, storage, onRefused }),
  )
  if (storage.getItem(storageKeys.EMAIL_LOGIN_USED) === true)
    wallet.preload().catch((error: unknown) => logger.warn('the secure frame did not load', error))
  // A request from a flow in the modal (Send, Swap, SIWX) shows the approval on top of that flow
  // and returns to it, which then shows its own outcome; one from the page opens and closes it.
  const approvals = wallet.approval$.subscribe((waiting) => {
    if (waiting) {
      if (modal.state.open) router.push('ApproveTransaction')
      else modal.open({ view: 'ApproveTransaction' })
    } else if (router.current.view === 'ApproveTransaction') {
      if (!router.goBack()) modal.close({ force: true })
    }
  })
  const closed = bus.on('modal:closed', () => wallet.abortUnsafe())
  const declined = bus.on('connect:disconnected', ({ connectorId }) => {
    if (connectorId === 'auth') toast.close()
  })
  // The connection service is resolved so its reconnect (which asks this connector) runs.
  resolve(connectionToken)
  return () => {
    approvals.unsubscribe()
    closed()
    declined()
    removeConnector()
    wallet.dispose()
  }
}

export { createAuthConnector } from './connectors/createAuthConnector.ts'
export { AuthInitializationError, EmailCooldownError, EmbeddedWalletRpcError } from './errors.ts'
export type { EmbeddedWallet } from './services/createEmbeddedWallet.ts'
export { embeddedWalletToken } from './tokens.ts'
