import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in German. */
export const historyMessagesDe = {
  'transactions.title': 'Aktivität',
  'transactions.delegated': 'Delegiertes Konto (EIP-7702) · Delegat {delegate}',
  'transactions.action': 'Aktivität',
  'transactions.loading': 'Aktivität wird geladen…',
  'transactions.loadingMore': 'Weitere Aktivität wird geladen…',
  'transactions.empty': 'Noch keine Aktivität',
  'transactions.emptyHint': 'Transaktionen im Netzwerk {network} erscheinen hier.',
  'transactions.loadMore': 'Mehr laden',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'Gesendet',
  'transactions.type.receive': 'Empfangen',
  'transactions.type.trade': 'Getauscht',
  'transactions.type.approve': 'Genehmigt',
  'transactions.type.deploy': 'Bereitgestellt',
  'transactions.type.execute': 'Vertragsaufruf',
  'transactions.failed': 'Fehlgeschlagen',
  'transactions.to': 'An {address}',
  'transactions.from': 'Von {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} und {second}',
  'transactions.explorer': 'Auf {explorer} ansehen',
  'transactions.batch.pending': 'Stapel ausstehend',
  'transactions.batch.confirmed': 'Stapel bestätigt',
  'transactions.batch.failed': 'Stapel fehlgeschlagen',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
