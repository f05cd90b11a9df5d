import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Russian. */
export const historyMessagesRu = {
  'transactions.title': 'Активность',
  'transactions.delegated': 'Делегированный аккаунт (EIP-7702) · делегат {delegate}',
  'transactions.action': 'Активность',
  'transactions.loading': 'Загрузка активности…',
  'transactions.loadingMore': 'Загрузка предыдущей активности…',
  'transactions.empty': 'Активности пока нет',
  'transactions.emptyHint': 'Здесь появятся транзакции в сети {network}.',
  'transactions.loadMore': 'Загрузить еще',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'Отправлено',
  'transactions.type.receive': 'Получено',
  'transactions.type.trade': 'Обмен',
  'transactions.type.approve': 'Одобрено',
  'transactions.type.deploy': 'Развернуто',
  'transactions.type.execute': 'Вызов контракта',
  'transactions.failed': 'Ошибка',
  'transactions.to': 'Кому: {address}',
  'transactions.from': 'От: {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} и {second}',
  'transactions.explorer': 'Открыть в {explorer}',
  'transactions.batch.pending': 'Пакет ожидает',
  'transactions.batch.confirmed': 'Пакет подтверждён',
  'transactions.batch.failed': 'Ошибка пакета',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
