import { accountActionsToken, accountDataToken, connectionToken } from '@keyport/connect'
import {
  busToken,
  dataApiToken,
  definePlugin,
  defineView,
  lazyService,
  type Plugin,
  type PluginContext,
  provide,
  toastToken,
} from '@keyport/kernel'
import type {} from './events.ts'
import { type SendFlowLoader, sendFlowToken } from './tokens.ts'

/**
 * The 'send-receive' plugin: WalletSend (token, amount, recipient by address or name), the token
 * choice, the preview with the fee estimated on chain, the sending and confirmed views, and
 * WalletReceive (address, QR code, compatible networks). It sends through whichever wallet is
 * connected, by its EIP-1193 provider.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), sendReceivePlugin()] })
 */
export function sendReceivePlugin(): Plugin {
  return definePlugin({
    id: 'send-receive',
    requires: ['connect'],
    // Loaded with the modal: every text of this plugin shows inside it.
    messages: { en: () => import('./messages.en.ts').then((texts) => texts.sendReceiveMessagesEn) },
    views: [
      defineView({
        id: 'WalletSend',
        title: 'send.title',
        load: () => import('./views/WalletSendView.tsx'),
      }),
      defineView({
        id: 'WalletSendSelectToken',
        title: 'selectToken.title',
        load: () => import('./views/WalletSendSelectTokenView.tsx'),
      }),
      defineView({
        id: 'WalletSendPreview',
        title: 'preview.title',
        load: () => import('./views/WalletSendPreviewView.tsx'),
      }),
      defineView({
        id: 'WalletSendConfirmed',
        title: 'confirmed.title',
        load: () => import('./views/WalletSendConfirmedView.tsx'),
      }),
      defineView({
        id: 'WalletReceive',
        title: 'receive.title',
        load: () => import('./views/WalletReceiveView.tsx'),
      }),
    ],
    services: [provide(sendFlowToken, lazySendFlow)],
    setup: ({ resolve }) => {
      const flow = resolve(sendFlowToken)
      const actions = resolve(accountActionsToken)
      const removers = [
        actions.add({
          id: 'send-receive/receive',
          label: 'receive.action',
          view: 'WalletReceive',
          feature: 'receive',
        }),
        actions.add({
          id: 'send-receive/send',
          label: 'send.action',
          view: 'WalletSend',
          feature: 'send',
        }),
      ]
      return () => {
        for (const remove of removers) remove()
        flow.dispose()
      }
    },
  })
}

/** One flow per kernel, created on the first `load()`, from code loaded only then. */
const lazySendFlow = ({ resolve }: PluginContext): SendFlowLoader =>
  lazyService(async () => {
    const { createSendFlow } = await import('./services/createSendFlow.ts')
    return createSendFlow({
      connection: resolve(connectionToken),
      accountData: resolve(accountDataToken),
      dataApi: resolve(dataApiToken),
      bus: resolve(busToken),
      toast: resolve(toastToken),
    })
  })

export { SendError, SignatureDeclinedError, TransactionHashInvalidError } from './errors.ts'
export { useSendFlow } from './hooks/useSendFlow.ts'
export type { SendFlow, SendFlowState, SendStep } from './services/createSendFlow.ts'
export type { SendDraft, SendPreview } from './services/prepareSend.ts'
export type { SendToken } from './services/SendToken.ts'
export { type SendFlowLoader, sendFlowToken } from './tokens.ts'
