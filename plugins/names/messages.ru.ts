import type { namesMessagesEn } from './messages.en.ts'

/** The names plugin's texts in Russian. */
export const namesMessagesRu = {
  'choose.title': 'Выбор имени',
  'choose.heading': 'Выберите имя для аккаунта',
  'choose.body':
    'Забудьте об адресах 0x: дайте аккаунту имя, и любой сможет отправлять на него средства по этому имени.',
  'choose.start': 'Выбрать имя',
  'choose.action': 'Выбрать имя',
  'choose.owned': 'Имена этого аккаунта',
  'choose.ownedLoading': 'Поиск имен этого аккаунта…',
  'register.title': 'Выбор имени',
  'register.label': 'Имя аккаунта',
  'register.zone': '.{zone}',
  'register.hint': 'Буквы, цифры и дефисы, не меньше 4 символов.',
  'register.problem.characters': 'Используйте только буквы, цифры и дефисы.',
  'register.problem.tooShort': 'Используйте не меньше 4 символов.',
  'register.checking': 'Проверка {name}…',
  'register.available': '{name} свободно',
  'register.taken': '{name} уже занято',
  'register.suggestions': 'Варианты',
  'register.suggestion': '{name}, свободно',
  'register.submit': 'Зарегистрировать',
  'register.registering': 'Регистрация…',
  'success.title': 'Имя аккаунта',
  'success.pending': 'Регистрация {name}',
  'success.sign': 'Подпишите сообщение в кошельке, чтобы зарегистрировать имя.',
  'success.cancel': 'Отмена',
  'success.done': '{name} теперь ваше',
  'success.body':
    'Теперь ваш аккаунт отображается как {name}, и любой может отправлять на него средства по этому имени.',
  'success.back': 'Вернуться к аккаунту',
  'names.error.networkNotFound': 'Сеть не найдена',
  'names.error.accountNotFound': 'Адрес или коннектор авторизации не найден',
  'names.error.chainIdInvalid': 'Недопустимый chainId',
  'names.error.namespace': 'Имена доступны только в сетях EVM.',
  'names.error.nameInvalid':
    'Имя аккаунта: только буквы, цифры и дефисы, не меньше 4 символов, без ограничения сверху',
  'names.error.signatureInvalid':
    'Кошелек вернул не подпись (подпись — это 0x и шестнадцатеричные символы).',
  'names.error.signatureDeclined': 'Подпись отклонена',
  'names.error.register': 'Ошибка при регистрации имени {name}',
  'names.error.suggestions': 'Ошибка при получении вариантов имен',
  'names.error.namesForAddress': 'Ошибка при получении имен адреса',
  'choose.ownedNone': 'У этого аккаунта пока нет имени. Выберите его ниже, чтобы начать.',
} satisfies Partial<Record<keyof typeof namesMessagesEn, string>>
