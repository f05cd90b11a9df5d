import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Italian. */
export const historyMessagesIt = {
  'transactions.title': 'Attività',
  'transactions.delegated': 'Conto delegato (EIP-7702) · delegato {delegate}',
  'transactions.action': 'Attività',
  'transactions.loading': 'Caricamento attività…',
  'transactions.loadingMore': 'Caricamento di altre attività…',
  'transactions.empty': 'Ancora nessuna attività',
  'transactions.emptyHint': 'Le transazioni su {network} verranno mostrate qui.',
  'transactions.loadMore': 'Carica altro',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'Inviato',
  'transactions.type.receive': 'Ricevuto',
  'transactions.type.trade': 'Scambiato',
  'transactions.type.approve': 'Approvato',
  'transactions.type.deploy': 'Distribuito',
  'transactions.type.execute': 'Chiamata al contratto',
  'transactions.failed': 'Non riuscita',
  'transactions.to': 'A {address}',
  'transactions.from': 'Da {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} e {second}',
  'transactions.explorer': 'Visualizza su {explorer}',
  'transactions.batch.pending': 'Batch in attesa',
  'transactions.batch.confirmed': 'Batch confermato',
  'transactions.batch.failed': 'Batch non riuscito',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
