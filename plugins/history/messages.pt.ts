import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Portuguese (Brazilian wording). */
export const historyMessagesPt = {
  'transactions.title': 'Atividade',
  'transactions.delegated': 'Conta delegada (EIP-7702) · delegado {delegate}',
  'transactions.action': 'Atividade',
  'transactions.loading': 'Carregando atividade…',
  'transactions.loadingMore': 'Carregando mais atividade…',
  'transactions.empty': 'Nenhuma atividade ainda',
  'transactions.emptyHint': 'As transações na rede {network} aparecerão aqui.',
  'transactions.loadMore': 'Carregar mais',
  'transactions.month': '{month} de {year}',
  'transactions.type.send': 'Enviado',
  'transactions.type.receive': 'Recebido',
  'transactions.type.trade': 'Trocado',
  'transactions.type.approve': 'Aprovado',
  'transactions.type.deploy': 'Implantado',
  'transactions.type.execute': 'Chamada de contrato',
  'transactions.failed': 'Falhou',
  'transactions.to': 'Para {address}',
  'transactions.from': 'De {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} e {second}',
  'transactions.explorer': 'Ver no {explorer}',
  'transactions.batch.pending': 'Lote pendente',
  'transactions.batch.confirmed': 'Lote confirmado',
  'transactions.batch.failed': 'Falha no lote',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
