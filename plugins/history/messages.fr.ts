import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in French. */
export const historyMessagesFr = {
  'transactions.title': 'Activité',
  'transactions.delegated': 'Compte délégué (EIP-7702) · délégué {delegate}',
  'transactions.action': 'Activité',
  'transactions.loading': 'Chargement de l’activité…',
  'transactions.loadingMore': 'Chargement de l’activité plus ancienne…',
  'transactions.empty': 'Aucune activité pour l’instant',
  'transactions.emptyHint': 'Les transactions sur {network} s’afficheront ici.',
  'transactions.loadMore': 'Charger plus',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'Envoyé',
  'transactions.type.receive': 'Reçu',
  'transactions.type.trade': 'Échangé',
  'transactions.type.approve': 'Approuvé',
  'transactions.type.deploy': 'Déployé',
  'transactions.type.execute': 'Appel de contrat',
  'transactions.failed': 'Échec',
  'transactions.to': 'À {address}',
  'transactions.from': 'De {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} et {second}',
  'transactions.explorer': 'Voir sur {explorer}',
  'transactions.batch.pending': 'Lot en attente',
  'transactions.batch.confirmed': 'Lot confirmé',
  'transactions.batch.failed': 'Échec du lot',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
