import { accountDataToken, connectionToken, connectorsToken } from '@keyport/connect'
import {
  busToken,
  clockToken,
  dataApiToken,
  definePlugin,
  lazyService,
  optionsToken,
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
 * WalletReceive (address, QR code, compatible networks), on eip155 and Solana networks. It sends
 * through whichever wallet is connected: by its EIP-1193 provider, or on Solana by its Wallet
 * Standard `solana:signAndSendTransaction`.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), sendReceivePlugin()] })
 */
export function sendReceivePlugin(): Plugin {
  return definePlugin({
    id: 'send-receive',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.sendReceiveTranslations),
    // Its views and Account-view actions load with the modal.
    modal: () => import('./modal.ts').then((part) => part.sendReceiveModal),
    services: [provide(sendFlowToken, lazySendFlow)],
    setup: ({ resolve }) => {
      const flow = resolve(sendFlowToken)
      return () => flow.dispose()
    },
  })
}

/** One flow per kernel, created on the first `load()`, from code loaded only then. */
const lazySendFlow = ({ resolve }: PluginContext): SendFlowLoader =>
  lazyService(async () => {
    const { createSendFlow } = await import('./services/createSendFlow.ts')
    const connection = resolve(connectionToken)
    const connectors = resolve(connectorsToken)
    return createSendFlow({
      connection,
      accountData: resolve(accountDataToken),
      dataApi: resolve(dataApiToken),
      rpcOptions: resolve(optionsToken),
      bus: resolve(busToken),
      toast: resolve(toastToken),
      clock: resolve(clockToken),
      solanaWallet: () => {
        const { connectorId } = connection.state
        return connectorId ? connectors.get(connectorId)?.solana?.wallet : undefined
      },
    })
  })

export { SendError, SignatureDeclinedError, TransactionHashInvalidError } from './errors.ts'
export { useSendFlow } from './hooks/useSendFlow.ts'
export type {
  SendFlow,
  SendFlowState,
  SendPreview,
  SendStep,
} from './services/createSendFlow.ts'
export type { SendDraft } from './services/prepareSend.ts'
export type { SendToken } from './services/SendToken.ts'
export { type SendFlowLoader, sendFlowToken } from './tokens.ts'
