import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Russian. */
export const siwxMessagesRu = {
  'siwx.title': 'Вход',
  'siwx.heading': '{app} запрашивает подключение к вашему кошельку',
  'siwx.body':
    'Подпишите это сообщение, чтобы подтвердить, что кошелек принадлежит вам, и продолжить. Это бесплатно, транзакция не отправляется.',
  'siwx.account': 'Вход как {address} в сети {network}',
  'siwx.cancelRequired': 'При отмене кошелек будет отключен.',
  'siwx.sign': 'Подписать',
  'siwx.signing': 'Подписание…',
  'siwx.waiting': 'Подпишите сообщение в кошельке.',
  'siwx.cancel': 'Отмена',
  'siwx.signedIn': 'Вы вошли как {address}.',
  'siwx.done': 'Готово',
  'siwx.declined': 'Подпись отклонена',
  'siwx.failed': 'Не удалось войти. Попробуйте еще раз.',
  'siwx.disconnectFailed': 'Не удалось отключиться',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>
