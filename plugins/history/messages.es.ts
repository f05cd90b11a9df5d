import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Spanish. */
export const historyMessagesEs = {
  'transactions.title': 'Actividad',
  'transactions.delegated': 'Cuenta delegada (EIP-7702) · delegado {delegate}',
  'transactions.action': 'Actividad',
  'transactions.loading': 'Cargando actividad…',
  'transactions.loadingMore': 'Cargando más actividad…',
  'transactions.empty': 'Todavía no hay actividad',
  'transactions.emptyHint': 'Las transacciones en {network} aparecerán aquí.',
  'transactions.loadMore': 'Cargar más',
  'transactions.month': '{month} de {year}',
  'transactions.type.send': 'Enviado',
  'transactions.type.receive': 'Recibido',
  'transactions.type.trade': 'Intercambiado',
  'transactions.type.approve': 'Aprobado',
  'transactions.type.deploy': 'Desplegado',
  'transactions.type.execute': 'Llamada a contrato',
  'transactions.failed': 'Fallida',
  'transactions.to': 'A {address}',
  'transactions.from': 'De {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} y {second}',
  'transactions.explorer': 'Ver en {explorer}',
  'transactions.batch.pending': 'Lote pendiente',
  'transactions.batch.confirmed': 'Lote confirmado',
  'transactions.batch.failed': 'Lote fallido',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
