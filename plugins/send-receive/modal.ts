import { accountActionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'

/** The send and receive views and their Account-view actions, loaded with the modal. */
export const sendReceiveModal = defineModalPart({
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
  setup: ({ resolve }) => {
    const actions = resolve(accountActionsToken)
    const removers = [
      actions.add({
        id: 'send-receive/receive',
        label: 'receive.action',
        view: 'WalletReceive',
        feature: 'receive',
        namespaces: ['eip155', 'solana'],
      }),
      actions.add({
        id: 'send-receive/send',
        label: 'send.action',
        view: 'WalletSend',
        feature: 'send',
        namespaces: ['eip155', 'solana'],
      }),
    ]
    return () => {
      for (const remove of removers) remove()
    }
  },
})
