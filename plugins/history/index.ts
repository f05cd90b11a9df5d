import { callsStatusViewersToken } from '@keyport/connect'
import { definePlugin, type Plugin, provide } from '@keyport/kernel'
import type {} from './events.ts'
import { createLazyTransactions } from './services/createLazyTransactions.ts'
import { transactionsToken } from './tokens.ts'

/**
 * The 'history' plugin: the Transactions view (the account's activity on the active chain,
 * grouped by year and month, paged by cursor as the list scrolls) and its service. An app's
 * `wallet_showCallsStatus` (EIP-5792) opens it on that batch.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks }), historyPlugin()] })
 */
export function historyPlugin(): Plugin {
  return definePlugin({
    id: 'history',
    requires: ['connect'],
    // Loaded with the modal, in its language only: every text of this plugin shows inside it.
    translations: () => import('./translations.ts').then((m) => m.historyTranslations),
    // Its views and Account-view actions load with the modal.
    modal: () => import('./modal.ts').then((part) => part.historyModal),
    services: [provide(transactionsToken, createLazyTransactions)],
    setup({ resolve, modal }) {
      // Resolved now so sends are noted from the start (see createLazyTransactions).
      const transactions = resolve(transactionsToken)
      // EIP-5792's wallet_showCallsStatus, from any connected wallet, opens Activity on the batch
      // (its code loads on the first call, out of the page's first bundle).
      const removeViewer = resolve(callsStatusViewersToken).add({
        id: 'history/activity',
        show: (callsId, wallet) =>
          import('./services/createCallsStatusViewer.ts').then(({ createCallsStatusViewer }) =>
            createCallsStatusViewer(modal).show(callsId, wallet),
          ),
      })
      return () => {
        removeViewer()
        transactions.dispose()
      }
    },
  })
}

export { TransactionsAccountMissingError, TransactionsFetchFailedError } from './errors.ts'
export { useTransactions } from './hooks/useTransactions.ts'
export type { CallsBatch } from './services/createCallsStatusViewer.ts'
export type {
  TransactionsService,
  TransactionsState,
} from './services/TransactionsService.ts'
export { transactionsToken } from './tokens.ts'
