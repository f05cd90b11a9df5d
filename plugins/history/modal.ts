import { accountActionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'

/** History's view and its Account-view action, loaded with the modal. */
export const historyModal = defineModalPart({
  views: [
    defineView({
      id: 'Transactions',
      title: 'transactions.title',
      load: () => import('./views/TransactionsView.tsx'),
    }),
    defineView({
      id: 'CallsStatus',
      title: 'transactions.title',
      load: () => import('./views/CallsStatusView.tsx'),
    }),
  ],
  setup: ({ resolve }) =>
    resolve(accountActionsToken).add({
      id: 'history/activity',
      label: 'transactions.action',
      view: 'Transactions',
      panel: () => import('./views/ActivityPanel.tsx'),
      namespaces: ['eip155', 'solana'],
      shows: ({ flags }) => flags.history,
    }),
})
