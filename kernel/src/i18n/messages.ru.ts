import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Russian. */
export const kernelMessagesRu = {
  'modal.label': 'Подключение кошелька',
  'modal.close': 'Закрыть',
  'modal.back': 'Назад',
  'modal.loading': 'Загрузка…',
  'connect.title': 'Подключить кошелек',
  'connect.empty': 'Способы подключения пока недоступны.',
  'connect.emptyHint': 'Попросите владельца сайта включить плагин кошелька.',
  'view.error.title': 'Что-то пошло не так',
  'view.error.retry': 'Повторить',
  'view.error.hint':
    'Попробуйте еще раз или закройте это окно и выберите другой способ подключения.',
  'view.cannotClose': 'Завершите этот шаг, чтобы продолжить.',
  'toast.region': 'Уведомления',
  'button.connect': 'Подключить кошелек',
  'button.connecting': 'Подключение…',
  'notice.close': 'Скрыть',
  'theme.toggle': 'Переключить светлую и темную тему',
} satisfies Partial<Record<KernelMessageKey, string>>
